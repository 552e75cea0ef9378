package org.gridpuzzle.experiment.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.junit.jupiter.api.Test;

/**
 * The jobs of a run that did not run were counted only in the printing (lines of the failures matched by their text),
 * and {@code --json} carried the report alone: a machine could not see them. The count is the run's result's, the
 * JSON has it beside the report, and the exit code reads it.
 */
class ExperimentRunCommandTest {

    private static final ExperimentReport REPORT = new ExperimentReport("e", List.of("tiny"), 5, 256L << 20, 3, 2,
            List.of(), 0, List.of(), List.of());

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(RunExperimentResult result) {
        ExperimentRunCommand command = new ExperimentRunCommand(c -> result, c -> REPORT,
                new Terminal(new PrintWriter(out, true), new PrintWriter(err, true)), new CancellationFlag(),
                new MemoryOption(), new Quiet());
        command.db = Path.of("e.db");
        command.name = "e";
        command.sets = List.of("tiny");
        command.configs = List.of("suguru:fast");
        command.json = true;
        return command.call();
    }

    @Test
    void a_job_that_did_not_run_is_in_the_json_and_fails_the_run() throws Exception {
        int code = run(new RunExperimentResult("e", 3, 0, 2, Map.of("optimal", 2), 1.0, false, 2, List.of(), 1,
                List.of("tiny/2 suguru:fast: not run: no outcome came back (no row: the next run does it)")));
        assertThat(code).isEqualTo(ExitCodes.INTERNAL_ERROR);
        JsonNode document = new ObjectMapper().readTree(out.toString());
        assertThat(document.get("name").asText()).as("the report, as before").isEqualTo("e");
        assertThat(document.get("rows").asInt()).isEqualTo(2);
        assertThat(document.get("run").get("notRun").asInt()).isEqualTo(1);
        assertThat(document.get("run").get("notRunJobs").get(0).asText()).startsWith("tiny/2 suguru:fast: not run");
        assertThat(err.toString()).contains("1 job did not run (no row)").doesNotContain("crashed or answered wrong");
    }

    @Test
    void a_clean_run_is_0_and_says_nothing_of_failures() throws Exception {
        int code = run(new RunExperimentResult("e", 3, 0, 3, Map.of("optimal", 3), 1.0, false, 2, List.of(), 0,
                List.of()));
        assertThat(code).isEqualTo(ExitCodes.OK);
        assertThat(new ObjectMapper().readTree(out.toString()).get("run").get("notRun").asInt()).isZero();
        assertThat(err.toString()).doesNotContain("did not run").doesNotContain("crashed");
    }
}
