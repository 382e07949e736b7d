import Foundation

/// An HTML page around an SVG board whose script writes the browser's own measurements into the
/// DOM as JSON, for `chromium --dump-dom` to hand back.
///
/// It reports the SVG's rendered size, its viewBox width and the page's scroll width; for every
/// `<text>`, its content, its box (`getBBox()` moved into board points: the glyphs' ink where it reaches past
/// their advances), where its first character starts and its advance (`getComputedTextLength()`); for
/// every avatar `circle`, the centre of its box in podium points; and for each of `characters`,
/// drawn alone on a canvas in the board's font stack: its inked pixels, its coloured pixels, and
/// how many pixels differ from a character no font has (U+10FFFD, the missing-glyph box).
enum BoardProbePage {
    static func html(svg: String, characters: [String]) throws -> String {
        let list = String(decoding: try JSONSerialization.data(withJSONObject: characters), as: UTF8.self)
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>probe</title></head>
            <body style="margin:0">
            \(svg)
            <pre id="probe"></pre>
            <script>
            const svg = document.querySelector('svg');
            const box = svg.getBoundingClientRect();
            const report = {width: box.width, height: box.height, scrollWidth: document.documentElement.scrollWidth,
                            viewBoxWidth: svg.viewBox.baseVal.width};
            // From an element's coordinates to the board's (the viewBox's): translations only.
            const toBoard = element => svg.getScreenCTM().inverse().multiply(element.getScreenCTM());
            report.texts = [...svg.querySelectorAll('text')].map(t => {
              const b = t.getBBox(), m = toBoard(t);
              return {text: t.textContent, x: b.x + m.e, y: b.y + m.f, width: b.width, height: b.height,
                      start: t.getStartPositionOfChar(0).x + m.e, length: t.getComputedTextLength()};
            });
            report.circles = [...svg.querySelectorAll('circle.avatar')].map(c => {
              const b = c.getBBox();
              return {pet: c.getAttribute('data-pet'), x: b.x + b.width / 2, y: b.y + b.height / 2};
            });
            const canvas = document.createElement('canvas');
            canvas.width = 80; canvas.height = 80;
            const context = canvas.getContext('2d', {willReadFrequently: true});
            const family = getComputedStyle(svg.querySelector('text')).fontFamily;
            function draw(text) {
              context.clearRect(0, 0, 80, 80);
              context.font = '48px ' + family;
              context.fillStyle = '#000';
              context.textBaseline = 'middle';
              context.fillText(text, 8, 40);
              return context.getImageData(0, 0, 80, 80).data;
            }
            const missing = draw('\\u{10FFFD}');
            report.glyphs = \(list).map(character => {
              const pixels = draw(character);
              let ink = 0, coloured = 0, differing = 0;
              for (let i = 0; i < pixels.length; i += 4) {
                const [r, g, b, a] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
                if (a > 0) ink++;
                if (a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
                if (a !== missing[i + 3]) differing++;
              }
              return {character, ink, coloured, differing};
            });
            document.getElementById('probe').textContent = JSON.stringify(report);
            </script>
            </body></html>
            """
    }

    /// The report a dumped DOM holds, decoded.
    static func report(in dom: String) throws -> Report {
        guard let start = dom.range(of: "<pre id=\"probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw ProbeError.noReport(dom.prefix(500).description) }
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    enum ProbeError: Error { case noReport(String) }

    struct Report: Decodable {
        var width: Double
        var height: Double
        var scrollWidth: Double
        var viewBoxWidth: Double
        var texts: [Text]
        var circles: [Circle]
        var glyphs: [Glyph]

        struct Text: Decodable {
            var text: String
            var x: Double
            var y: Double
            var width: Double
            var height: Double
            var start: Double
            var length: Double
        }

        struct Circle: Decodable {
            var pet: String
            var x: Double
            var y: Double
        }

        struct Glyph: Decodable {
            var character: String
            var ink: Int
            var coloured: Int
            var differing: Int
        }
    }
}
