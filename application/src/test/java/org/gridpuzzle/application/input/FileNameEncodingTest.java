package org.gridpuzzle.application.input;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FileNameEncodingTest {

    @Test
    void utf8_under_its_spellings_and_nothing_else() {
        assertThat(FileNameEncoding.isUtf8("UTF-8")).isTrue();
        assertThat(FileNameEncoding.isUtf8("utf8")).isTrue();
        assertThat(FileNameEncoding.isUtf8("ANSI_X3.4-1968")).isFalse(); // the C locale's
        assertThat(FileNameEncoding.isUtf8("ISO-8859-1")).isFalse();
        assertThat(FileNameEncoding.name()).isEqualTo(System.getProperty("sun.jnu.encoding", "UTF-8"));
    }
}
