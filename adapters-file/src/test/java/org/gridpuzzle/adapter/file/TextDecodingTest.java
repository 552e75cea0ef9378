package org.gridpuzzle.adapter.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.error.InvalidInputException;
import org.junit.jupiter.api.Test;

class TextDecodingTest {

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    @Test
    void utf8_is_read_as_utf8() {
        assertThat(TextDecoding.decode("a", "Title: Élodie ★\n".getBytes(StandardCharsets.UTF_8)))
                .isEqualTo("Title: Élodie ★\n");
    }

    @Test
    void windows_1252_is_detected_accents_and_its_own_printables_included() {
        // "Title: Élan – ©" with É (0xC9), an en dash (0x96, printable only in Windows-1252) and © (0xA9)
        byte[] text = bytes('T', ':', ' ', 0xC9, 'l', 'a', 'n', ' ', 0x96, ' ', 0xA9, '\n');
        assertThat(TextDecoding.decode("a", text)).isEqualTo("T: Élan – ©\n");
    }

    @Test
    void a_gbk_title_whose_bytes_happen_to_hold_a_utf8_run_is_not_mixed() {
        // the title line of TianLang.sok: GBK bytes, E6 BD AD among them is well-formed UTF-8 by chance
        byte[] text = bytes('T', ':', ' ', 0xB3, 0xF5, 0xC9, 0xE6, 0xBD, 0xAD, 0xBA, 0xFE, '\n');
        assertThat(TextDecoding.decode("a", text)).startsWith("T: ³õÉæ½­ºþ");
    }

    @Test
    void binary_mixed_and_undefined_bytes_are_refused_with_their_line() {
        assertThatThrownBy(() -> TextDecoding.decode("b.sok", bytes('#', '\n', '#', 0, '#')))
                .isInstanceOf(InvalidInputException.class).hasMessage("b.sok:2: a binary file, not text (a NUL byte at byte 4)");
        byte[] mixed = bytes('a', 0xC3, 0xA9, '\n', 'b', 0xE9, '\n');
        assertThatThrownBy(() -> TextDecoding.decode("m.sok", mixed))
                .hasMessageStartingWith("m.sok:2: mixed encodings: UTF-8 text (line 1)");
        assertThatThrownBy(() -> TextDecoding.decode("u.sok", bytes('a', '\n', 0x81, '\n')))
                .hasMessage("u.sok:2: neither UTF-8 nor Windows-1252 text (byte 0x81 at line 2)");
    }
}
