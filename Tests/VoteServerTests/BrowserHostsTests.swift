import Testing

@testable import VoteServer

/// Which names a browser's vote may be addressed to, and which names an operator may allow.
struct BrowserHostsTests {
    @Test(
        arguments: [
            ("myhost:8080", true), ("MyHost.:8080", true), ("[2001:db8::1]:8080", true), ("10.0.0.7", true),
            ("localhost", true), ("a.b.localhost:1", true), ("pets.example.org", true),
            ("127.+0.0.1", false), ("1.2.3.4.evil.example", false), ("256.1.1.1", false), ("", false),
            ("localhost.evil.example", false), ("[::1", false),
        ]
    )
    func namesAVoteMayBeAddressedTo(authority: String, allowed: Bool) {
        let hosts = BrowserHosts(listeningOn: "myhost", allowed: ["Pets.Example.org."])
        #expect(hosts.allows(authority: authority) == allowed)
    }

    /// An IPv6 address to listen on is compared as a `Host` writes it, in brackets.
    @Test func anIPv6ListeningAddressMatchesItsBracketedForm() {
        #expect(BrowserHosts(listeningOn: "fe80::1", allowed: []).allowed.contains("[fe80::1]"))
    }

    @Test(arguments: ["pets.example.org", "PETS.example.org.", "[2001:db8::1]", "2001:db8::1", "intranet"])
    func aHostNameAloneMayBeAllowed(name: String) {
        #expect(BrowserHosts.problem(withAllowed: name) == nil)
    }

    @Test(arguments: ["", "pets.example.org:443", "https://pets.example.org", "pets.example.org/vote", "a@b", "a b"])
    func anythingMoreIsRefused(name: String) {
        #expect(BrowserHosts.problem(withAllowed: name)?.hasPrefix("--allowed-host takes a host name alone") == true)
    }

    /// Names that would never match the `Host` a browser sends are refused with what to give.
    @Test(arguments: [("*.example.org", "not patterns"), ("bücher.example", "punycode")])
    func namesNoBrowserSendsAreRefused(name: String, advice: String) {
        #expect(BrowserHosts.problem(withAllowed: name)?.contains(advice) == true)
    }
}
