import PropertyBased
import Testing

// PropertyBased runs a property's body under `try?`: an error the body throws (a `try` of a
// decode, a `#require`) would end that case silently and the test would pass. These run the
// body so that what it throws is recorded where the check was written, as the failure it is.

func checkProperty<InA, OutA>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>,
    perform body: (OutA) async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await propertyCheck(
        count: count, input: g0,
        perform: { a in await recording(sourceLocation) { try await body(a) } },
        sourceLocation: sourceLocation)
}

func checkProperty<InA, InB, OutA, OutB>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    perform body: (OutA, OutB) async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await propertyCheck(
        count: count, input: g0, g1,
        perform: { a, b in await recording(sourceLocation) { try await body(a, b) } },
        sourceLocation: sourceLocation)
}

func checkProperty<InA, InB, InC, OutA, OutB, OutC>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    _ g2: Generator<OutC, some Sequence<InC>>,
    perform body: (OutA, OutB, OutC) async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await propertyCheck(
        count: count, input: g0, g1, g2,
        perform: { a, b, c in await recording(sourceLocation) { try await body(a, b, c) } },
        sourceLocation: sourceLocation)
}

private func recording(_ sourceLocation: SourceLocation, _ body: () async throws -> Void) async {
    do { try await body() } catch { Issue.record(error, sourceLocation: sourceLocation) }
}
