import ListshotScenes
import Testing

/// `ValidatedViewport`'s one initializer: every viewport it refuses, with the whole message
/// each refusal gives, and the ones it takes at the edges.
@Suite struct ValidatedViewportTests {
    /// The message `ValidatedViewport(viewport)` throws, or `nil` when it takes the viewport.
    static func refusal(_ width: Double, _ height: Double, _ scale: Double) -> String? {
        do {
            _ = try ValidatedViewport(Viewport(width: width, height: height, scale: scale))
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (0.0, 844.0, 2.0, "width must be a finite number greater than 0, got 0.0"),
        (-390, 844, 2, "width must be a finite number greater than 0, got -390.0"),
        (.nan, 844, 2, "width must be a finite number greater than 0, got nan"),
        (390, -5, 2, "height must be a finite number greater than 0, got -5.0"),
        (390, .infinity, 2, "height must be a finite number greater than 0, got inf"),
        (390, 844, 0, "scale must be a finite number greater than 0, got 0.0"),
        (390, 844, -.infinity, "scale must be a finite number greater than 0, got -inf"),
        // The first bad field is the one named.
        (0, -1, .nan, "width must be a finite number greater than 0, got 0.0"),
        (0.4, 844, 1, "width 0.4 at scale 1 is 0.4 pixels; the viewport must be at least 1 pixel wide"),
        (390, 0.2, 2, "height 0.2 at scale 2 is 0.4 pixels; the viewport must be at least 1 pixel tall"),
        (20_000, 20_000, 2,
         "the viewport would be 40000 × 40000 pixels, more than a framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
        (32_769, 10, 1,
         "the viewport would be 32769 × 10 pixels, more than a framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
        // Each side fits, the bytes (16,384 × 16,385 × 4) do not.
        (16_384, 16_385, 1,
         "the viewport would be 16384 × 16385 pixels, more than a framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
    ])
    func eachRefusalNamesTheFieldWithItsWholeMessage(width: Double, height: Double, scale: Double, message: String) {
        #expect(Self.refusal(width, height, scale) == message)
        // `Viewport.validate()` is the same check.
        #expect(throws: ViewportError.self) { try Viewport(width: width, height: height, scale: scale).validate() }
    }

    /// The edges it takes: half a pixel rounds to one; a side of 32,768 pixels; 1 GiB exactly.
    @Test(arguments: [(0.5, 0.5, 1.0), (32_768, 1, 1), (16_384, 16_384, 1), (390, 844, 3)])
    func viewportsAtTheEdgesAreTaken(width: Double, height: Double, scale: Double) throws {
        let viewport = Viewport(width: width, height: height, scale: scale)
        let validated = try ValidatedViewport(viewport)
        #expect(validated.viewport == viewport)
        #expect(validated.pixelWidth == viewport.pixelWidth && validated.pixelHeight == viewport.pixelHeight)
        #expect(validated.bounds == viewport.bounds && validated.scale == scale)
    }

    @Test func thePhoneIsThePhoneViewport() {
        #expect(ValidatedViewport.phone.viewport == .phone)
        #expect(ValidatedViewport.phone.pixelWidth == 780 && ValidatedViewport.phone.pixelHeight == 1688)
    }
}
