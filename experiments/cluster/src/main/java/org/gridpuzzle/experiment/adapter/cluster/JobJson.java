package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * Jobs and outcomes as they cross the wire: JSON of the records' own fields, read into those records only (no type
 * names in the text, so nothing received chooses a class).
 */
final class JobJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private JobJson() {
    }

    static String write(Object record) {
        try {
            return MAPPER.writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a job's record is always JSON", e);
        }
    }

    static JobSpec job(String json) throws JsonProcessingException {
        return MAPPER.readValue(json, JobSpec.class);
    }

    static JobOutcome outcome(String json) throws JsonProcessingException {
        return MAPPER.readValue(json, JobOutcome.class);
    }
}
