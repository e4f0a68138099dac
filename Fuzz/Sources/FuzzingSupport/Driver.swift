#if canImport(Glibc)
import Glibc
#endif
/// One fuzz input: the bytes libFuzzer chose. Returns 0; a broken property traps.
public typealias FuzzBody = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: FuzzBody
) -> CInt

/// Runs libFuzzer's driver with the program's arguments and `body` as the target (libFuzzer's options, such as
/// `-max_total_time=1800` and corpus directories, are the arguments).
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ body: FuzzBody) -> CInt {
    var count = argc
    var vector = argv
    return llvmFuzzerRunDriver(&count, &vector, body)
}

/// The input as an array.
public func bytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let data, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: count))
}

/// Stops the run with `message` when `condition` is false: libFuzzer saves the input that did it.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// Writes a line to standard error at once (a crash must not lose it in a buffer).
public func note(_ line: String) {
    let text = Array((line + "\n").utf8)
    text.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
}
