package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** Each way a search can stop has its own status; the body is the document with the picture and why it stopped. */
class AnswersTest {

    record Found(int lowerBound, String moves) {
    }

    @Test
    void every_stop_reason_has_a_status_and_keeps_the_document() {
        assertThat(status(null)).isEqualTo(200);
        assertThat(status(StopReason.TIME_LIMIT)).isEqualTo(408);
        assertThat(status(StopReason.CANCELLED)).isEqualTo(409);
        assertThat(status(StopReason.MEMORY_LIMIT)).isEqualTo(413);
        Work.Result r = Answers.of(new Found(17, null), Pictures.Drawn.of("<svg/>"), StopReason.MEMORY_LIMIT);
        JsonNode body = (JsonNode) r.body();
        assertThat(body.toString())
                .isEqualTo("{\"lowerBound\":17,\"moves\":null,\"svg\":\"<svg/>\",\"error\":\"memory budget\"}");
    }

    @Test
    void a_reader_stopped_by_the_jobs_limits_has_the_status_of_its_limit() {
        ApiException timed = ErrorBodies.of(new InputStoppedException("levels.slc", StopReason.TIME_LIMIT));
        assertThat(timed.status()).isEqualTo(408);
        assertThat(timed.body()).containsEntry("error", "time limit")
                .containsEntry("message", "levels.slc: stopped while reading the input: time limit reached");
        assertThat(ErrorBodies.of(new InputStoppedException("levels.slc", StopReason.CANCELLED)).status()).isEqualTo(409);
        assertThat(ErrorBodies.of(new InputStoppedException("levels.slc", StopReason.MEMORY_LIMIT)).status())
                .isEqualTo(413);
    }

    private static int status(StopReason reason) {
        return Answers.of(Map.of(), Pictures.Drawn.NONE, reason).status();
    }
}
