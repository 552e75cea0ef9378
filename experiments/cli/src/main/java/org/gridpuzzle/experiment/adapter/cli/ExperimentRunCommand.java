package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.gridpuzzle.answer.AnswerJson;
import org.gridpuzzle.clikit.LabelledEnumConverter;
import org.gridpuzzle.clikit.MemoryOption;
import org.gridpuzzle.clikit.Quiet;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentPreset;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentProgress;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentUseCase;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run (or resume) an experiment: every job without a row in the database.",
            "Each job runs in a JVM of its own (heap: three quarters of --memory), killed 1.5 s after --limit;"
            + " crashes, memouts and timeouts are recorded as such. Ctrl-C stops it; running it again resumes.",
            "Progress on stderr; the report's table on stdout at the end."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every job ran and every answer was verified",
            "1:a job of this run crashed, answered wrong or did not run (each named on stderr; a crashed cube job has no row; a job that refused its instance as bad input is recorded, not counted)",
            "2:bad input (a set, a configuration, a database that is not a regular file or lies under /dev or /proc)",
            "3:stopped by Ctrl-C (running it again resumes)"})
public final class ExperimentRunCommand implements Callable<Integer> {

    private static final long DEFAULT_MEMORY = 2L << 30;

    @Option(names = "--preset", paramLabel = "NAME", converter = PresetConverter.class,
            completionCandidates = PresetConverter.class,
            description = {"A bench command's suite as an experiment: suguru (paper230 x fast, paper; 120 s), sokoban"
                + " (microban x parallel:tree, parallel:dag, parallel:path, recipe:tree; 60 s), snowman (the 30 levels x"
                + " sequential:path; 120 s), floodit (pc19 x exact, beam:20, beam:100; 120 s). --set, --config add to"
                + " it, --limit replaces its limit."})
    ExperimentPreset preset;

    @Option(names = "--set", paramLabel = "NAME[:A-B,...]",
            description = {"A set: paper230, large (Suguru), microban, xsokoban90 (Sokoban), snowman, pc19, b12c12n1000,"
                + " codegolf26232-first1000... (Flood-It) from shared/data, a folder, or a Sokoban collection file"
                + " (.xsb, .sok, .slc); :A-B keeps positions A..B, :3,7,10-12 those positions"
                + " (1-based). Repeatable."})
    List<String> sets;

    @Option(names = "--config", paramLabel = "GENRE:...",
            description = {"A configuration, repeatable: suguru:fast|paper|sat|strip|auto;"
                + " sokoban:STRATEGY:ENCODING[:SAT-SOLVER] (sequential, parallel, recipe, agent-moves; path, dag,"
                + " tree; sat4j by default, or cadical, minisat...), sokoban:asp:fair|competition|competition@K;"
                + " snowman:STRATEGY:ENCODING[:SAT-SOLVER], snowman:minizinc:agent|dag|path; the state search"
                + " alone or with SAT: sokoban|snowman:search, :search-optimal, :hybrid[:ENCODING[:SAT-SOLVER]];"
                + " floodit:exact,"
                + " floodit:beam:W. Each set runs under the configurations of its genre."})
    List<String> configs;

    @Option(names = "--limit", converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Wall time per job. Default: 60s, or the preset's.")
    Duration limit;

    @Option(names = "--db", defaultValue = "experiments.db", paramLabel = "FILE",
            description = "The results database (SQLite; created when missing). Default: ${DEFAULT-VALUE}.")
    Path db;

    @Option(names = "--name", defaultValue = "default", paramLabel = "NAME",
            description = "The experiment's name in the database. Default: ${DEFAULT-VALUE}.")
    String name;

    @Option(names = "--workers", paramLabel = "N", description = "Jobs at the same time on this machine. Default: the cores.")
    Integer workers;

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT,...",
            description = "Run the jobs on the workers of this Hazelcast cluster (gridpuzzle experiment worker) instead"
                    + " of the local pool. This machine's member joins them with --bind, --port and the secret.")
    List<String> cluster;

    @Mixin
    ClusterOptions member;

    @Option(names = "--shard", paramLabel = "i/N",
            description = "Only every N-th job, from the i-th (a Slurm job array without Hazelcast; all shards may share"
                    + " one database file on a shared disk, or use one each).")
    String shard;

    @Option(names = "--reuse-cubes-from", paramLabel = "NAME",
            description = "Record the cube jobs that experiment NAME of the same database decided (refuted, or a plan)"
                    + " in this one as they are, and run only the others: a cube split taken further with a longer"
                    + " limit.")
    String reuseCubesFrom;

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    private final RunExperimentUseCase run;
    private final ReportExperimentUseCase report;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final MemoryOption memory;
    private final Quiet quiet;

    @Inject
    public ExperimentRunCommand(RunExperimentUseCase run, ReportExperimentUseCase report, Terminal terminal,
            CancellationFlag cancellation, MemoryOption memory, Quiet quiet) {
        this.run = run;
        this.report = report;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.memory = memory;
        this.quiet = quiet;
    }

    @Override
    public Integer call() {
        PrintWriter err = terminal.err();
        int n = workers != null ? workers : Runtime.getRuntime().availableProcessors();
        List<String> allSets = new ArrayList<>(preset == null ? List.of() : preset.sets());
        List<String> allConfigs = new ArrayList<>(preset == null ? List.of() : preset.configs());
        allSets.addAll(sets == null ? List.of() : sets);
        allConfigs.addAll(configs == null ? List.of() : configs);
        Duration perJob = limit != null ? limit : preset != null ? preset.limit() : Duration.ofSeconds(60);
        RunExperimentResult r = run.run(new RunExperimentCommand(db, name, allSets, allConfigs, perJob,
                memory.process().orElse(DEFAULT_MEMORY), n, cluster,
                cluster == null || cluster.isEmpty() ? null : member.access(), shard, cancellation::isCancelled,
                p -> progress(err, p), w -> {
                    err.println("gridpuzzle: warning: " + w);
                    err.flush();
                }, reuseCubesFrom));
        if (!quiet.isQuiet()) {
            err.printf(Locale.ROOT, "experiment %s: %d jobs, %d recorded before, %d now, %s; %.1f s on %d slot%s%n",
                    r.name(), r.jobs(), r.before(), r.ran(), r.statuses(), r.wallSeconds(), r.slots(),
                    r.slots() == 1 ? "" : "s");
        }
        if (r.stopped()) {
            err.println("gridpuzzle: stopped by Ctrl-C; the jobs without a row run when the experiment runs again");
            return ExitCodes.NO_SOLUTION;
        }
        ExperimentReport rep = report.report(new ReportExperimentCommand(db, name, null, null, null, null, null));
        if (json) {
            // the report, and beside it what this run did: a machine reads the jobs that did not run there
            ObjectNode document = AnswerJson.tree(rep);
            document.set("run", AnswerJson.tree(r));
            terminal.out().print(AnswerJson.pretty(document));
        } else {
            ExperimentTables.print(terminal.out(), rep, false);
        }
        for (String f : r.failures()) {
            err.println("gridpuzzle: " + f);
        }
        for (String f : r.notRunJobs()) {
            err.println("gridpuzzle: " + f);
        }
        int failed = r.failures().size();
        if (failed > 0) {
            err.printf(Locale.ROOT, "gridpuzzle: %d job%s of this run crashed or answered wrong%n", failed,
                    failed == 1 ? "" : "s");
        }
        if (r.notRun() > 0) {
            err.printf(Locale.ROOT, "gridpuzzle: %d job%s did not run (no row); running the experiment again runs"
                    + " %s%n", r.notRun(), r.notRun() == 1 ? "" : "s", r.notRun() == 1 ? "it" : "them");
        }
        // a crash, a wrong answer or a job without its row is a defect to look at, not a result: the run fails
        return r.clean() ? ExitCodes.OK : ExitCodes.INTERNAL_ERROR;
    }

    /** suguru, sokoban, snowman, floodit. */
    public static final class PresetConverter extends LabelledEnumConverter<ExperimentPreset> {
        public PresetConverter() {
            super(ExperimentPreset.class, "preset");
        }
    }

    private void progress(PrintWriter err, ExperimentProgress p) {
        if (quiet.isQuiet()) {
            return;
        }
        String eta = p.etaSeconds() < 0 ? "" : ", ETA " + ExperimentTables.duration(p.etaSeconds());
        synchronized (err) {
            err.printf(Locale.ROOT, "experiment: %d/%d done, %d running, %d left, %d solved%s%s%n", p.done(), p.total(),
                    p.running(), p.left(), p.solved(), eta, p.lastJob() == null ? "" : " (" + p.lastJob() + ")");
            err.flush();
        }
    }
}
