package org.gridpuzzle.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class VisibleWriterTest {

    @Test
    void control_characters_and_bidi_overrides_are_shown_line_breaks_and_tabs_pass() {
        StringWriter sink = new StringWriter();
        PrintWriter out = new PrintWriter(new VisibleWriter(sink), true);
        out.print("1 \u001b[2Jclear\u0007: 9 pushes\tok\r\n");
        out.print('\u202e');
        out.print("caf\u00e9");
        out.flush();
        assertThat(sink.toString()).isEqualTo("1 \\u001b[2Jclear\\u0007: 9 pushes\tok\r\n\\u202ecaf\u00e9");
    }
}
