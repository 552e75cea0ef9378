package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The line {@code serve} prints names where it listens: a wildcard bind is said to be one (it printed loopback). */
class ServingLineTest {

    @Test
    void loopback_is_named_as_it_is() {
        assertThat(ServeCommand.servingLine("127.0.0.1", 8080, 2))
                .isEqualTo("serving http://127.0.0.1:8080/ (2 workers; Ctrl-C stops)");
        assertThat(ServeCommand.servingLine("::1", 8080, 2)).startsWith("serving http://[::1]:8080/ (2 workers");
    }

    @Test
    void a_wildcard_bind_says_other_machines_reach_it() {
        assertThat(ServeCommand.servingLine("0.0.0.0", 8080, 2)).startsWith("serving http://127.0.0.1:8080/ ")
                .contains("every address, 0.0.0.0: other machines can reach it");
        assertThat(ServeCommand.servingLine("::", 8080, 2)).startsWith("serving http://[::1]:8080/ ")
                .contains("every address");
    }
}
