package org.gridpuzzle.lab.experiment;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridpuzzle.experiment.adapter.results.SqliteExperimentDatabaseAdapter;
import org.gridpuzzle.experiment.model.JobOutcome;

/** The rows of a results database, read back as the report reads them. */
final class Rows {

    private Rows() {
    }

    static List<JobOutcome> of(Path db, String experiment) {
        return new SqliteExperimentDatabaseAdapter().results(db, experiment);
    }

    /** Key to "status value answer": what must agree between two runs of the same jobs. */
    static Map<String, String> verdicts(Path db, String experiment) {
        Map<String, String> out = new TreeMap<>();
        for (JobOutcome o : of(db, experiment)) {
            out.put(o.job().key(), o.status() + " " + o.value() + " " + o.answer());
        }
        return out;
    }
}
