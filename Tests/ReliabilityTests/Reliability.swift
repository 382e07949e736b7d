import Testing

/// The proofs that no vote is lost or invented, whatever happens to the process, the disk or
/// the input.
///
/// Serialized: the process-level experiments measure their own kill moments and spawn many
/// `votectl` processes, so they must not compete with each other for the machine's cores.
@Suite(.serialized) enum Reliability {}
