import ListshotRaster

/// pixelmatch's anti-aliasing detector, after "Anti-aliased Pixel and Intensity Slope
/// Detector" (V. Vyšniauskas, 2009).
///
/// A pixel is taken for anti-aliasing when, among its eight neighbours, at most two have
/// its brightness, some are darker and some brighter, and the darkest or the brightest of
/// them lies inside a flat area (three or more equal neighbours) in both images: the pixel
/// sits on the slope of an edge between two solid areas, where another rasterizer, or the
/// same one a subpixel away, would blend differently.
///
/// The images may differ in size; each is read inside its own bounds (the detector only
/// asks about pixels that both images have).
enum AntialiasingDetector {
    /// Whether the pixel at `x`, `y` of `image` looks like anti-aliasing, `other` being the
    /// image it is compared with.
    static func isAntialiased(x: Int, y: Int, in image: Framebuffer, comparedWith other: Framebuffer) -> Bool {
        let neighbours = Neighbourhood(x: x, y: y, in: image)
        let center = image.pixels[y * image.width + x]
        var equal = neighbours.touchesEdge ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        // Columns outside, rows inside, as pixelmatch walks them: ties go to the first found.
        for nx in neighbours.columns {
            for ny in neighbours.rows where nx != x || ny != y {
                let delta = ColorDistance.brightnessDelta(center, image.pixels[ny * image.width + nx])
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }  // a flat area, not an edge's slope
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        // Only a pixel with both darker and brighter neighbours is on a slope.
        guard darkest != 0, brightest != 0 else { return false }
        func isInFlatAreaOfBoth(_ p: (x: Int, y: Int)) -> Bool {
            hasManySiblings(x: p.x, y: p.y, in: image) && hasManySiblings(x: p.x, y: p.y, in: other)
        }
        return isInFlatAreaOfBoth(darkestAt) || isInFlatAreaOfBoth(brightestAt)
    }

    /// Whether at least three neighbours of the pixel at `x`, `y` equal it exactly (a pixel
    /// on the image's edge counts one for the missing side). False when `image` has no such pixel.
    static func hasManySiblings(x: Int, y: Int, in image: Framebuffer) -> Bool {
        guard x < image.width, y < image.height else { return false }
        let neighbours = Neighbourhood(x: x, y: y, in: image)
        let center = image.pixels[y * image.width + x]
        var equal = neighbours.touchesEdge ? 1 : 0
        for nx in neighbours.columns {
            for ny in neighbours.rows where nx != x || ny != y {
                if image.pixels[ny * image.width + nx] == center { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }

    /// The pixel's 3 × 3 block, cut by the image's edges.
    private struct Neighbourhood {
        let columns: ClosedRange<Int>
        let rows: ClosedRange<Int>
        let touchesEdge: Bool

        init(x: Int, y: Int, in image: Framebuffer) {
            columns = max(x - 1, 0)...min(x + 1, image.width - 1)
            rows = max(y - 1, 0)...min(y + 1, image.height - 1)
            touchesEdge = x == columns.lowerBound || x == columns.upperBound || y == rows.lowerBound || y == rows.upperBound
        }
    }
}
