package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Flood-It's 36 colours: all different, each with its own symbol, and that symbol readable on it. */
class PaletteTest {

    @Test
    void thirty_six_distinct_colours_and_symbols_with_text_contrast_of_at_least_four_and_a_half() {
        Set<String> fills = new HashSet<>();
        Set<String> symbols = new HashSet<>();
        for (int c = 0; c < 36; c++) {
            fills.add(Palette.fill(c));
            symbols.add(Palette.symbol(c));
            double fill = Palette.luminance(Palette.fill(c));
            double ink = Palette.luminance(Palette.ink(c));
            double ratio = Palette.contrast(Math.max(fill, ink), Math.min(fill, ink));
            assertThat(ratio).as("colour %d (%s) with %s ink", c, Palette.fill(c), Palette.ink(c)).isGreaterThanOrEqualTo(4.5);
        }
        assertThat(fills).hasSize(36);
        assertThat(symbols).hasSize(36);
        assertThat(Palette.size()).isEqualTo(36);
    }

    @Test
    void the_first_eight_are_okabe_and_itos_colour_blind_safe_set() {
        assertThat(Palette.fill(0)).isEqualTo("#E69F00");
        assertThat(Palette.fill(4)).isEqualTo("#0072B2");
        assertThat(Palette.fill(7)).isEqualTo("#999999");
    }
}
