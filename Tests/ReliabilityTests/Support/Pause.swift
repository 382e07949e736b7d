#if canImport(Glibc)
import Glibc
#endif

/// Sleeps the calling thread (the experiments time their kills against real processes).
func pause(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let micro = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    if micro > 0 { usleep(UInt32(clamping: micro)) }
}
