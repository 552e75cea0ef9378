package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.domain.planning.PlanOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.experiment.measure.Medians;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport.CubeVerdict;

/**
 * The verdicts of an experiment's cube splits, one per instance and split: refuted only when every job of the split
 * has a row saying so; a plan from any job; else open, with a floor on the cost of the rest and the command that would
 * take it further on a cluster (the same split with four times the limit, the decided cubes taken over).
 */
final class CubeVerdicts {

    private CubeVerdicts() {
    }

    /** One instance under one split. */
    private record Split(String set, String instance, String config) {
    }

    static List<CubeVerdict> of(ExperimentSpec spec, List<JobOutcome> rows, String db) {
        Map<Split, List<JobOutcome>> groups = new LinkedHashMap<>();
        for (JobOutcome o : rows) {
            String split = Configuration.splitOf(o.job().config());
            if (!split.equals(o.job().config())) {
                groups.computeIfAbsent(new Split(o.job().set(), o.job().instance(), split), k -> new ArrayList<>())
                        .add(o);
            }
        }
        List<CubeVerdict> out = new ArrayList<>();
        groups.forEach((split, jobs) -> out.add(verdict(spec, split.config(), jobs, db)));
        out.sort((a, b) -> ReportExperimentService.natural(a.set() + "/" + a.instance() + " " + a.config(),
                b.set() + "/" + b.instance() + " " + b.config()));
        return out;
    }

    /**
     * The job's set as the experiment was given it ({@code BIG/lab1/solved.xsb} for a collection file, whose jobs name
     * it {@code solved}), so that the printed command finds it; the job's own name when none matches.
     */
    static String givenSet(ExperimentSpec spec, JobOutcome o) {
        for (String given : spec.sets()) {
            if (ExperimentSets.names(given, o.job().set(), o.job().file())) {
                return ExperimentSets.nameOf(given);
            }
        }
        return o.job().set();
    }

    /** A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes. */
    static String shell(String word) {
        return word.matches("[A-Za-z0-9_./:,+=@%-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    private static CubeVerdict verdict(ExperimentSpec spec, String split, List<JobOutcome> jobs, String db) {
        PlanOptions.Cubing cubing = Configuration.parse(split).planning().cubing();
        int n = cubing.count();
        int refuted = 0;
        int plans = 0;
        Long best = null;
        List<Double> refutedSeconds = new ArrayList<>();
        for (JobOutcome o : jobs) {
            if (o.status() == JobStatus.UNSAT) {
                refuted++;
                refutedSeconds.add(o.wallSeconds());
            } else if (o.status().solved()) {
                plans++;
                best = best == null ? o.value() : Math.min(best, o.value());
            }
        }
        int undecided = jobs.size() - refuted - plans;
        int missing = n - jobs.size();
        double median = refutedSeconds.isEmpty() ? 0 : Medians.of(refutedSeconds);
        double max = refutedSeconds.isEmpty() ? 0 : Collections.max(refutedSeconds);
        String verdict = plans > 0 ? "plan" : refuted == n ? "refuted" : "open";
        double floor = undecided * spec.limitMillis() / 3.6e6;
        JobOutcome any = jobs.get(0);
        String finish = null;
        if (verdict.equals("open")) {
            // the same split with four times the limit, the decided cubes taken over: only the open ones run again
            finish = String.format(Locale.ROOT, "gridpuzzle experiment run --db %s --name %s-4x --set %s --config %s"
                    + " --limit %ds --memory %dm --reuse-cubes-from %s --cluster HOST:PORT", shell(db), spec.name(),
                    shell(givenSet(spec, any) + ":" + (any.job().index() + 1)), split,
                    Math.max(1, spec.limitMillis() * 4 / 1000), spec.memoryBytes() >> 20, spec.name());
        }
        return new CubeVerdict(any.job().set(), any.job().instance(), split, cubing.horizon(), n, verdict, refuted, plans,
                undecided, missing, best, median, max, floor, finish);
    }
}
