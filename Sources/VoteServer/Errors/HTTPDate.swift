#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Date` header's value for an answer written now, in RFC 9110's preferred form
/// (IMF-fixdate, §5.6.7): `Fri, 27 Nov 2026 23:32:44 GMT`.
///
/// Hummingbird dates the answers its routes give, but keeps its formatter to itself; this dates
/// the refusals written beneath it (``MalformedRequestAnswer``), which RFC 9110 §6.6.1 asks of
/// an origin server for every 4xx answer.
enum HTTPDate {
    static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "Thu, 01 Jan 1970 00:00:00 GMT" }
        let day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][Int(parts.tm_wday) % 7]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            Int(parts.tm_mon) % 12
        ]
        return "\(day), \(twoDigits(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }

    private static func twoDigits(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
