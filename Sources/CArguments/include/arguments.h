// Where `CommandLine.arguments` comes from in itin.
//
// The Swift runtime linked in statically finds argv at start by reading /proc/self/maps and
// walking back up the stack from `environ`, for C libraries that do not pass argv to
// initialisers. glibc does, so itin defines the runtime's one entry point for it,
// `_swift_stdlib_getUnsafeArgvArgc`, from what glibc passed: the runtime's own object is then
// not linked, and a start reads no /proc file (docs/speed.md). Were the runtime to need that
// object for another symbol, the link fails on the duplicate rather than running without.
#pragma once
