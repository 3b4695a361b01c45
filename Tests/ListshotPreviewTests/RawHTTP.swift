#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// HTTP/1.1 spoken over a plain socket to 127.0.0.1, so that a test sends any `Host` (or none)
/// and any header, and holds an `/events` connection open or drops it.
///
/// The blocking reads run on threads of their own, never on Swift's cooperative pool, which
/// the server under test needs: a test waiting for an answer must not take a thread the answer needs.
enum RawHTTP {
    /// An answer: its status and body.
    struct Response {
        let status: Int
        let head: String
        let body: [UInt8]
        var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    /// `GET path` with `Host: host` (none when `nil`) and `headers`, on a connection of its
    /// own; nil when no whole answer came within `timeout` seconds.
    static func get(_ path: String, port: Int, host: String? = nil, headers: [String] = [], timeout: Double = 30) async -> Response? {
        let host = host ?? "127.0.0.1:\(port)"
        let lines = ["GET \(path) HTTP/1.1"] + (host.isEmpty ? [] : ["Host: \(host)"]) + headers + ["Connection: close"]
        return await offThePool {
            guard let connection = Connection(port: port, timeout: timeout) else { return nil }
            defer { connection.close() }
            connection.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
            return connection.readResponse()
        }
    }

    /// Runs `work` on a thread of its own and waits for it without holding a cooperative
    /// thread. Not on `DispatchQueue.global()`: on Linux its threads are as many as the cores,
    /// and Swift's tasks run on them too, so reads blocked there stall the server under test.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { answer in
            Thread { answer.resume(returning: work()) }.start()
        }
    }

    /// A connection to 127.0.0.1:`port`, each read giving up after `timeout` seconds.
    final class Connection: @unchecked Sendable {
        private let socket: Int32
        private var received: [UInt8] = []

        init?(port: Int, timeout: Double) {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { return nil }
            var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                Glibc.close(socket)
                return nil
            }
        }

        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// Reads until what was received contains `text`; false when the connection ended or
        /// a read timed out first.
        func read(until text: String) -> Bool {
            let wanted = Array(text.utf8)
            while !contains(wanted) {
                guard readSome() else { return false }
            }
            return true
        }

        /// Reads until the connection ends (the request said `Connection: close`), and splits
        /// the answer; nil when a read timed out or nothing came.
        func readResponse() -> Response? {
            while true {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = recv(socket, &buffer, buffer.count, 0)
                if count == 0 { break }
                guard count > 0 else { return nil }
                received += buffer[..<count]
            }
            let separator = Array("\r\n\r\n".utf8)
            guard let end = (0...max(0, received.count - separator.count)).first(where: { received[$0..<min(received.count, $0 + separator.count)].elementsEqual(separator) }) else {
                return nil
            }
            let head = String(decoding: received[..<end], as: UTF8.self)
            let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return Response(status: status, head: head, body: Array(received[(end + separator.count)...]))
        }

        func close() {
            Glibc.close(socket)
        }

        private func readSome() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            received += buffer[..<count]
            return true
        }

        private func contains(_ wanted: [UInt8]) -> Bool {
            guard received.count >= wanted.count else { return false }
            return (0...(received.count - wanted.count)).contains { received[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        }
    }
}
