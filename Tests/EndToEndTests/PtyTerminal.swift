import Foundation

/// The real binary on a pseudo-terminal that Python drives (its `pty` module), with pyte as
/// the screen: a terminal whose answers to the width probe the test chooses, or that never
/// answers, as tmux cannot be made to. One run goes through `steps`, then the program is
/// ended; what comes back is the screen after each `screen` step and the timings.
enum PtyTerminal {
    /// How the terminal answers the probe's `ESC [ 6 n`s, and what is typed meanwhile.
    struct Answers {
        /// The columns each sample moved the cursor, or nil for a terminal that never answers.
        var advances: [Int]?
        /// Typed once the first probe's questions came (between two of the answers, if any).
        var keys: String = ""

        static func silent(typing keys: String = "") -> Answers { Answers(advances: nil, keys: keys) }
    }

    enum Step {
        /// Keys typed one after another, each key's bytes in one write, as a terminal sends them.
        case keys([String])
        /// Waits until the screen shows `text` (fails after five seconds).
        case waitFor(String)
        /// Waits until the program has written nothing for a while.
        case settle
        /// Keeps the screen as it is now.
        case screen
        /// Makes the terminal this size (the program gets SIGWINCH).
        case resize(columns: Int, rows: Int)
    }

    struct Run: Decodable {
        /// Milliseconds from the start to the first frame (the first line of text drawn).
        let firstFrame: Int
        /// Milliseconds from the start to the probe's questions; nil when none was asked.
        let probe: Int?
        /// How many `ESC [ 6 n` the program asked in all.
        let questions: Int
        /// How many times the whole screen was cleared (`ESC [ 2 J`) up to the first frame.
        let clearsByFirstFrame: Int?
        /// Milliseconds from the start to when each `waitFor` step's text was first on the screen.
        let shown: [String: Int]
        let screens: [[String]]
        let error: String?
    }

    /// How many `ESC [ 6 n` one probe asks.
    static let questions = 7

    static func run(
        _ arguments: [String], in directory: URL, columns: Int, rows: Int,
        answers: Answers, steps: [Step]
    ) throws -> Run {
        let answersJSON: [String: Any] = [
            "advances": answers.advances.map { $0 as Any } ?? NSNull(), "keys": answers.keys,
        ]
        let stepsJSON: [[String]] = steps.map {
            switch $0 {
            case .keys(let keys): ["keys"] + keys
            case .waitFor(let t): ["wait", t]
            case .settle: ["settle"]
            case .screen: ["screen"]
            case .resize(let columns, let rows): ["resize", "\(columns)", "\(rows)"]
            }
        }
        let job: [String: Any] = [
            "argv": [try ItinBinary.path()] + arguments, "dir": directory.path, "columns": columns, "rows": rows,
            "answers": answersJSON, "steps": stepsJSON, "questions": questions,
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: job))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EndToEndFailure(
                description: "the pty harness failed (python3 with pyte is needed; make test installs both): \(err)")
        }
        let run = try JSONDecoder().decode(Run.self, from: out)
        if let error = run.error { throw EndToEndFailure(description: error) }
        return run
    }

    private static let script = #"""
        import fcntl, json, os, pty, select, signal, struct, sys, termios, time
        import pyte

        job = json.load(sys.stdin)
        columns, rows = job["columns"], job["rows"]
        screen = pyte.Screen(columns, rows)
        stream = pyte.ByteStream(screen)
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        env.pop("NO_COLOR", None)
        start = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            # Not the test runner's blocked signals: the program must see SIGWINCH.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            os.chdir(job["dir"])
            os.execve(job["argv"][0], job["argv"], env)

        out = bytearray()
        result = {"firstFrame": None, "clearsByFirstFrame": None, "probe": None, "questions": 0, "screens": [],
                  "shown": {}, "error": None}
        answers = job["answers"]
        asked = 0

        def ms():
            return int((time.monotonic() - start) * 1000)

        def pump(timeout):
            global asked
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                return False
            try:
                data = os.read(fd, 65536)
            except OSError:
                return False
            out.extend(data)
            stream.feed(data)
            if result["firstFrame"] is None and any(line.strip() for line in screen.display):
                result["firstFrame"] = ms()
                result["clearsByFirstFrame"] = out.count(b"\x1b[2J")
            questions = out.count(b"\x1b[6n")
            if questions and result["probe"] is None:
                result["probe"] = ms()
            if questions > asked and questions % job["questions"] == 0:
                keys = answers["keys"].encode() if asked == 0 else b""
                asked = questions
                if answers["advances"] is None:
                    os.write(fd, keys)
                else:
                    reports = [b"\x1b[2;%dR" % (a + 1) for a in answers["advances"]]
                    half = len(reports) // 2
                    # A report cut in two reads, then the keys, then the rest.
                    for chunk in [b"".join(reports[:half]) + reports[half][:4], reports[half][4:],
                                  keys, b"".join(reports[half + 1:])]:
                        os.write(fd, chunk)
                        time.sleep(0.02)
            return True

        def shown():
            return "\n".join(screen.display)

        try:
            for step in job["steps"]:
                if step[0] == "keys":
                    for key in step[1:]:
                        os.write(fd, key.encode())
                        pump(0.03)
                elif step[0] == "wait":
                    end = time.monotonic() + 5
                    while step[1] not in shown():
                        if time.monotonic() > end:
                            raise RuntimeError("Timed out waiting for %r; the screen:\n%s" % (step[1], shown()))
                        pump(0.05)
                    result["shown"].setdefault(step[1], ms())
                elif step[0] == "settle":
                    while pump(0.2):
                        pass
                elif step[0] == "screen":
                    result["screens"].append(list(screen.display))
                elif step[0] == "resize":
                    columns, rows = int(step[1]), int(step[2])
                    screen.resize(rows, columns)
                    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        except RuntimeError as e:
            result["error"] = str(e)
        finally:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        result["questions"] = out.count(b"\x1b[6n")
        json.dump(result, sys.stdout)
        """#
}
