import Foundation
import ItineraryCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The HTTP of `publish` (RFC 4791's few requests), through URLSession, one request at a
/// time. On Linux, swift-corelibs-foundation's URLSession has four traps, each met here and
/// each covered by a test in `PublishCLITests`:
/// - a 401 with `WWW-Authenticate: Basic` hangs forever unless the delegate cancels the
///   challenge (`.performDefaultHandling` hangs too; `timeoutIntervalForRequest` does not
///   end it): `SessionDelegate` cancels, and the answer is given as the 401 it was;
/// - basic auth goes with the first request only when the `Authorization` header is set
///   by hand (a `URLCredential` waits for a challenge, which is the first trap);
/// - `allHeaderFields["ETag"]` is nil (Linux spells the key `Etag`):
///   `value(forHTTPHeaderField:)` finds it;
/// - a followed redirect drops the body (a PROPFIND's, a REPORT's) and a trailing slash:
///   redirects are not followed, and the collection's URL is used as the user gave it.
final class CalDAVClient: CalendarConnection {
    let target: CalendarTarget
    let timeout: Double
    private let authorization: String?
    private let session: URLSession
    private let delegate = SessionDelegate()

    init(_ target: CalendarTarget, credentials: CalendarCredentials?, timeout: Double) {
        self.target = target
        self.timeout = timeout
        authorization = credentials.map { "Basic " + Data("\($0.user):\($0.password)".utf8).base64EncodedString() }
        // Ephemeral: no cache, cookie or credential store, so nothing of the exchange (and
        // never the password) is written to disk.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// Sends one request and waits for its answer, whatever its status (Core judges it).
    func send(_ sent: CalendarRequest) throws(CalendarFailure) -> CalendarResponse {
        guard let address = URL(string: sent.url) else { throw .unreachable("\(sent.url) is not a URL") }
        var request = URLRequest(url: address)
        request.httpMethod = sent.method
        request.httpBody = sent.body.map { Data($0.utf8) }
        for (name, value) in sent.headers { request.setValue(value, forHTTPHeaderField: name) }
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }

        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            answer.set(data, response, error)
            done.signal()
        }
        task.resume()
        // A backstop for any other way URLSession might not come back: past the timeout and
        // a margin, the request is given up whatever it is doing.
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            throw .timedOut(host: target.host, seconds: timeout)
        }
        let (data, response, error) = answer.get()
        // The challenge cancelled (trap one) was a 401.
        if delegate.challenged(task.taskIdentifier) { return CalendarResponse(status: 401) }
        if let error {
            if (error as? URLError)?.code == .timedOut { throw .timedOut(host: target.host, seconds: timeout) }
            throw .unreachable("cannot reach \(target.host): \(error.localizedDescription)")
        }
        guard let http = response as? HTTPURLResponse else { throw .unreachable("\(target.host) gave no HTTP answer") }
        // Through `value(forHTTPHeaderField:)`: on Linux `allHeaderFields["ETag"]` is nil.
        return CalendarResponse(
            status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"),
            location: http.value(forHTTPHeaderField: "Location"), body: [UInt8](data ?? Data()))
    }

    /// What one task's completion handler gave, handed from URLSession's queue to the waiting thread.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (Data?, URLResponse?, Error?) = (nil, nil, nil)
        func set(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
            lock.withLock { value = (data, response, error) }
        }
        func get() -> (Data?, URLResponse?, Error?) { lock.withLock { value } }
    }
}

/// Cancels every HTTP authentication challenge (trap one: anything else hangs on Linux) and
/// remembers the task, so its 401 is reported as refused credentials; follows no redirect.
private final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var challengedTasks: Set<Int> = []

    func challenged(_ task: Int) -> Bool { lock.withLock { challengedTasks.contains(task) } }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let http = [
            NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodDefault,
            NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
        ]
        guard http.contains(challenge.protectionSpace.authenticationMethod) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        lock.withLock { _ = challengedTasks.insert(task.taskIdentifier) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
