package org.gridpuzzle.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.gridpuzzle.app.HelpDefaultsTest;
import org.junit.jupiter.api.Test;

/** The lab's command tree (gridpuzzle's and the measuring commands) says "Default: null." nowhere either. */
class LabHelpDefaultsTest {

    @Test
    void no_usage_text_of_the_lab_says_default_null() {
        Map<String, String> usages = HelpDefaultsTest.usages(LabMain.WIRING);
        assertThat(usages).containsKey("gridpuzzle sokoban check").hasSizeGreaterThan(25);
        usages.forEach((command, usage) -> assertThat(usage).as(command).doesNotContain("Default: null")
                .doesNotContain("Default: ${"));
    }
}
