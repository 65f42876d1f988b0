import Testing

@testable import ItineraryCore

/// The page's writer: text and attribute values go in escaped, whatever they hold.
@Suite struct HTMLWriterTests {
    @Test func textAndAttributeValuesAreEscaped() {
        #expect(
            HTMLWriter.escape(#"<script>alert('x & "y"')</script>"#)
                == "&lt;script&gt;alert(&#39;x &amp; &quot;y&quot;&#39;)&lt;/script&gt;")
        #expect(HTMLWriter.escape("a\u{1B}[31mb\u{7F}c\u{85}d\te\nf") == "a[31mbcd\te\nf")
        var page = HTMLWriter()
        page.element(.p, [.class: #"x" onclick="y"#], text: "</p><p>")
        #expect(page.html == "<!DOCTYPE html>\n<p class=\"x&quot; onclick=&quot;y\">&lt;/p&gt;&lt;p&gt;</p>")
    }
}
