import CThreads
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A second reader of a large array: while the decoder reads a trip's items from the first,
/// this one reads them on a thread of its own from an item a little past the middle of what is
/// left of the file (`FastDecoder.aheadPoint`), to the end of its array.
///
/// Where that item starts is a guess from the bytes around it (`guess`), which text inside a
/// string can imitate, so the guess is only ever taken on proof: the decoder, reading on,
/// comes to stand exactly there, at an element of the same array. Then what was read ahead is
/// what it would have read itself, and it takes it and goes on from where this reader stopped
/// (`join`). If it passes the place, or its array ends first, what was read ahead is thrown
/// away (`cancel`). A reader ahead that is refused gives nothing, and the decoder reads on as
/// if there had been none: only the decoder refuses a file.
final class ReadAhead: @unchecked Sendable {
    /// The offset of the element this reader starts at.
    let start: Int
    /// Set by the decoder once the read ahead cannot be taken; read at every element.
    let stopped = Atomic<Bool>(false)
    /// Set by this reader once it has counted the lines before its start (`JSONParser.jump`),
    /// which it reads from where the decoder stood: until then the decoder lets go of nothing.
    let jumped = Atomic<Bool>(false)
    /// The work, then what it gave. Each is touched by one thread at a time: the helper's
    /// between `pthread_create` and its end, the decoder's after `pthread_join`.
    private var work: ((ReadAhead) -> FastDecoder.Ahead?)?
    private var outcome: FastDecoder.Ahead?
    private var thread = pthread_t()
    private var joined = false

    /// Starts reading from `start` on a thread of its own; nil if no thread could be made.
    init?(start: Int, _ work: @escaping (ReadAhead) -> FastDecoder.Ahead?) {
        self.start = start
        self.work = work
        let me = Unmanaged.passRetained(self).toOpaque()
        // The thread is made with every signal a process is sent blocked: they stay the main
        // thread's, whose run loop waits for them. A fault's own (SIGBUS when a mapped file is
        // cut short, SIGSEGV…) still reaches the thread that faults.
        var quiet = sigset_t()
        var before = sigset_t()
        sigfillset(&quiet)
        for fault in [SIGBUS, SIGSEGV, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { sigdelset(&quiet, fault) }
        pthread_sigmask(SIG_BLOCK, &quiet, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        itin_heap_steps_begin(Self.heapStep)
        // Started on another processor than the decoder's: left to the kernel, it waited
        // behind the decoder on this one for 1–4 ms (until a tick let it in, or moved it).
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        itin_start_elsewhere(&attributes)
        let made = pthread_create(
            &thread, &attributes,
            { raw in
                itin_run_anywhere()
                let me = Unmanaged<ReadAhead>.fromOpaque(raw!).takeRetainedValue()
                me.outcome = me.work.take()?(me)
                return nil
            }, me)
        guard made == 0 else {
            Unmanaged<ReadAhead>.fromOpaque(me).release()
            itin_heap_steps_end()
            return nil
        }
    }

    /// Waits for the reader to finish and gives what it read; nil if it was refused (or
    /// already given).
    func join() -> FastDecoder.Ahead? {
        if !joined {
            pthread_join(thread, nil)
            itin_heap_steps_end()
            joined = true
        }
        return outcome.take()
    }

    /// glibc gives the thread a heap of its own, which it grows a page at a time, each a
    /// system call that changes the process's map while the decoder faults pages into it
    /// (900 calls at 100,000 items). Padded, it grows in a few large steps of address space,
    /// not memory. Put back once the reader is done, since glibc also keeps that much at the
    /// top of the main heap when it gives memory back.
    private static let heapStep: Int32 = 16 << 20

    /// Stops the reader at its next element and throws away what it read.
    func cancel() {
        stopped.store(true, ordering: .relaxed)
        _ = join()
    }

    /// The start of an object that seems to follow another in an array, at or after `from`:
    /// the `{` of `}` `,` `{` `"`, with any white space between. Nil if none is near.
    static func guess(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let end = min(bytes.count, from + 1 << 16)
        func pastSpace(_ i: Int) -> Int {
            var i = i
            while i < end, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
            return i
        }
        var i = from
        while i < end {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "}") else { continue }
            let comma = pastSpace(i + 1)
            guard comma < end, bytes[comma] == UInt8(ascii: ",") else { continue }
            let brace = pastSpace(comma + 1)
            guard brace < end, bytes[brace] == UInt8(ascii: "{") else { continue }
            let quote = pastSpace(brace + 1)
            guard quote < end, bytes[quote] == UInt8(ascii: "\"") else { continue }
            return brace
        }
        return nil
    }
}
