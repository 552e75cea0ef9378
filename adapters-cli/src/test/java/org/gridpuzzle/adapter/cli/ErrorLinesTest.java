package org.gridpuzzle.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ErrorLinesTest {

    @Test
    void control_characters_and_direction_overrides_from_a_file_are_shown_not_obeyed() {
        assertThat(ErrorHandlers.visible("x.txt:1:3: unknown colour '\u001b[31m'\nfake line \u202egnp.exe\u0000"))
                .isEqualTo("x.txt:1:3: unknown colour '\\u001b[31m'\\u000afake line \\u202egnp.exe\\u0000");
    }

    @Test
    void letters_of_every_script_and_the_usual_symbols_stay_as_they_are() {
        String plain = "Solved: Bagatelle « Élodie » 4×4 — gap 0 (lower bound 29) ¿sí?";
        assertThat(ErrorHandlers.visible(plain)).isEqualTo(plain);
    }
}
