package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** Each way a search can stop has its own status, and the body keeps what was found. */
class AnswersTest {

    @Test
    void every_stop_reason_has_a_status_and_keeps_the_body() {
        assertThat(status(null)).isEqualTo(200);
        assertThat(status(StopReason.TIME_LIMIT)).isEqualTo(408);
        assertThat(status(StopReason.CANCELLED)).isEqualTo(409);
        assertThat(status(StopReason.MEMORY_LIMIT)).isEqualTo(413);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("lowerBound", 17);
        Work.Result r = Answers.of(body, StopReason.MEMORY_LIMIT);
        assertThat(r.body()).isEqualTo(Map.of("lowerBound", 17, "error", "memory budget"));
    }

    private static int status(StopReason reason) {
        return Answers.of(new LinkedHashMap<>(), reason).status();
    }
}
