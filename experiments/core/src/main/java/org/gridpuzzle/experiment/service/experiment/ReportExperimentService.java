package org.gridpuzzle.experiment.service.experiment;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.experiment.port.out.data.SaveReportPort;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentUseCase;
import org.gridpuzzle.experiment.port.out.experiment.DrawChartsPort;
import org.gridpuzzle.experiment.port.out.experiment.ExperimentDatabasePort;

/** Computes an experiment's report from its rows; writes the CSV and the pictures asked for. */
public final class ReportExperimentService implements ReportExperimentUseCase {

    private final ExperimentDatabasePort database;
    private final SaveReportPort csv;
    private final DrawChartsPort charts;

    @Inject
    public ReportExperimentService(ExperimentDatabasePort database, SaveReportPort csv, DrawChartsPort charts) {
        this.database = database;
        this.csv = csv;
        this.charts = charts;
    }

    @Override
    public ExperimentReport report(ReportExperimentCommand command) {
        String name = command.name();
        if (name == null) {
            List<String> all = database.experiments(command.db());
            if (all.size() != 1) {
                if (all.isEmpty()) {
                    throw new InvalidInputException(command.db().toString(), "holds no experiment");
                }
                throw new InvalidParameterException("name", null, command.db() + " holds " + all.size() + " experiments ("
                        + String.join(", ", all) + "): name one");
            }
            name = all.get(0);
        }
        for (Path target : java.util.Arrays.asList(command.csv(), command.cactus(), command.scatter())) {
            if (target != null) {
                csv.checkReport(target); // before the work: a report that cannot be saved is refused at once
            }
        }
        if (command.cactus() != null) {
            charts.checkFormat(command.cactus());
        }
        if (command.scatter() != null) {
            charts.checkFormat(command.scatter());
        }
        final String experiment = name;
        ExperimentSpec spec = database.experiment(command.db(), name).orElseThrow(() -> new InvalidInputException(
                command.db().toString(), "holds no experiment named " + experiment));
        List<JobOutcome> rows = database.results(command.db(), name);
        ExperimentReport report = summarise(spec, rows, command.db().toString());
        if (command.csv() != null) {
            csv.saveReport(command.csv(), csv(rows));
        }
        if (command.cactus() != null) {
            csv.saveReport(command.cactus(), charts.cactus(command.cactus(), name + ": instances solved against time ("
                    + seconds(spec) + " s limit)", cactus(spec, rows)));
        }
        if (command.scatter() != null) {
            scatter(command, spec, rows);
        }
        return report;
    }

    static ExperimentReport summarise(ExperimentSpec spec, List<JobOutcome> rows) {
        return summarise(spec, rows, "results.db");
    }

    /** The cube jobs of a split count under the split's configuration; their instance cell is the split's verdict. */
    static ExperimentReport summarise(ExperimentSpec spec, List<JobOutcome> rows, String db) {
        double limit = spec.limitMillis() / 1e3;
        List<ExperimentReport.CubeVerdict> verdicts = CubeVerdicts.of(spec, rows, db);
        Map<String, Double> splitSeconds = new java.util.HashMap<>();
        Map<String, List<JobOutcome>> byConfig = new LinkedHashMap<>();
        spec.configs().forEach(c -> byConfig.put(c, new ArrayList<>()));
        Map<String, Map<String, ExperimentReport.Cell>> byInstance = new TreeMap<>(ReportExperimentService::natural);
        Map<String, String[]> names = new TreeMap<>(ReportExperimentService::natural);
        for (JobOutcome o : rows) {
            String config = Configuration.splitOf(o.job().config());
            byConfig.computeIfAbsent(config, c -> new ArrayList<>()).add(o);
            String key = o.job().set() + "/" + o.job().instance();
            names.put(key, new String[] {o.job().set(), o.job().instance()});
            Map<String, ExperimentReport.Cell> cells = byInstance.computeIfAbsent(key, k -> new LinkedHashMap<>());
            if (config.equals(o.job().config())) {
                cells.put(config, new ExperimentReport.Cell(o.status().label(), o.value(), o.wallSeconds()));
            } else {
                splitSeconds.merge(key + " " + config, o.wallSeconds(), Double::sum);
            }
        }
        for (ExperimentReport.CubeVerdict v : verdicts) {
            String key = v.set() + "/" + v.instance();
            byInstance.get(key).put(v.config(), new ExperimentReport.Cell(v.verdict(),
                    v.bestPlan() != null ? v.bestPlan() : (long) v.horizon(), splitSeconds.get(key + " " + v.config())));
        }
        // solved under every configuration (that has rows)
        java.util.Set<String> common = new java.util.HashSet<>();
        for (Map.Entry<String, Map<String, ExperimentReport.Cell>> e : byInstance.entrySet()) {
            boolean all = !byConfig.isEmpty();
            for (String config : byConfig.keySet()) {
                ExperimentReport.Cell c = e.getValue().get(config);
                all &= c != null && (c.status().equals(JobStatus.SOLVED.label()) || c.status().equals(JobStatus.OPTIMAL.label()));
            }
            if (all) {
                common.add(e.getKey());
            }
        }
        List<ExperimentReport.ConfigurationSummary> summaries = new ArrayList<>();
        for (Map.Entry<String, List<JobOutcome>> e : byConfig.entrySet()) {
            int solved = 0;
            int proved = 0;
            int unsat = 0;
            double par2 = 0;
            double solvedSeconds = 0;
            double commonSeconds = 0;
            double cpu = 0;
            long peak = 0;
            Map<String, Integer> statuses = new TreeMap<>();
            for (JobOutcome o : e.getValue()) {
                statuses.merge(o.status().label(), 1, Integer::sum);
                solved += o.status().solved() ? 1 : 0;
                proved += o.status() == JobStatus.OPTIMAL ? 1 : 0;
                unsat += o.status() == JobStatus.UNSAT ? 1 : 0;
                par2 += o.status().decided() ? o.wallSeconds() : 2 * limit;
                solvedSeconds += o.status().solved() ? o.wallSeconds() : 0;
                commonSeconds += common.contains(o.job().set() + "/" + o.job().instance()) ? o.wallSeconds() : 0;
                cpu += o.cpuSeconds();
                peak = Math.max(peak, o.peakRssBytes());
            }
            summaries.add(new ExperimentReport.ConfigurationSummary(e.getKey(), e.getValue().size(), solved, proved, unsat,
                    statuses, par2, solvedSeconds, commonSeconds, cpu, peak));
        }
        List<ExperimentReport.InstanceRow> instances = new ArrayList<>();
        for (Map.Entry<String, Map<String, ExperimentReport.Cell>> e : byInstance.entrySet()) {
            String[] n = names.get(e.getKey());
            instances.add(new ExperimentReport.InstanceRow(n[0], n[1], e.getValue()));
        }
        return new ExperimentReport(spec.name(), spec.sets(), limit, spec.memoryBytes(), rows.size(), rows.size(), summaries,
                common.size(), instances, verdicts);
    }

    /** Set names first, then instance names with their numbers compared as numbers (2 before 10). */
    static int natural(String a, String b) {
        String[] x = a.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        String[] y = b.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c;
            if (Character.isDigit(x[i].charAt(0)) && Character.isDigit(y[i].charAt(0)) && x[i].length() < 18
                    && y[i].length() < 18) {
                c = Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i]));
            } else {
                c = x[i].compareTo(y[i]);
            }
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }

    private static List<DrawChartsPort.Series> cactus(ExperimentSpec spec, List<JobOutcome> rows) {
        List<DrawChartsPort.Series> series = new ArrayList<>();
        for (String config : spec.configs()) {
            List<Double> times = rows.stream().filter(o -> o.job().config().equals(config) && o.status().solved())
                    .map(JobOutcome::wallSeconds).sorted().toList();
            series.add(new DrawChartsPort.Series(config, times));
        }
        return series;
    }

    private void scatter(ReportExperimentCommand command, ExperimentSpec spec, List<JobOutcome> rows) {
        if (spec.configs().size() < 2 && (command.scatterX() == null || command.scatterY() == null)) {
            throw new InvalidParameterException("scatter", null, "the experiment has one configuration: nothing to compare");
        }
        String x = command.scatterX() != null ? command.scatterX() : spec.configs().get(0);
        String y = command.scatterY() != null ? command.scatterY() : spec.configs().get(1);
        for (String c : List.of(x, y)) {
            if (!spec.configs().contains(c)) {
                throw new InvalidParameterException("scatterConfigs", c, "the experiment has no such configuration ("
                        + String.join(", ", spec.configs()) + ")");
            }
        }
        double limit = spec.limitMillis() / 1e3;
        Map<String, Double> tx = times(rows, x, limit);
        Map<String, Double> ty = times(rows, y, limit);
        List<double[]> points = new ArrayList<>();
        for (Map.Entry<String, Double> e : tx.entrySet()) {
            Double other = ty.get(e.getKey());
            if (other != null) {
                points.add(new double[] {e.getValue(), other});
            }
        }
        byte[] picture = charts.scatter(command.scatter(), spec.name() + ": time per instance (s; unsolved at the "
                + seconds(spec) + " s limit)", x, y, points, limit);
        csv.saveReport(command.scatter(), picture);
    }

    private static Map<String, Double> times(List<JobOutcome> rows, String config, double limit) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (JobOutcome o : rows) {
            if (o.job().config().equals(config)) {
                out.put(o.job().set() + "/" + o.job().instance(), o.status().decided() ? o.wallSeconds() : limit);
            }
        }
        return out;
    }

    private static String seconds(ExperimentSpec spec) {
        double s = spec.limitMillis() / 1e3;
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    static String csv(List<JobOutcome> rows) {
        StringBuilder sb = new StringBuilder("experiment,set,instance,instance_hash,config,status,value,lower_bound,"
                + "wall_s,cpu_s,peak_rss_bytes,machine,started_ms,ended_ms,message\n");
        List<JobOutcome> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparing((JobOutcome o) -> o.job().set()).thenComparingInt(o -> o.job().index())
                .thenComparing(o -> o.job().config()));
        for (JobOutcome o : sorted) {
            sb.append(String.join(",", field(o.job().experiment()), field(o.job().set()), field(o.job().instance()),
                    o.job().hash(), field(o.job().config()), o.status().key(), Objects.toString(o.value(), ""),
                    Objects.toString(o.lowerBound(), ""), String.format(Locale.ROOT, "%.3f", o.wallSeconds()),
                    String.format(Locale.ROOT, "%.3f", o.cpuSeconds()), Long.toString(o.peakRssBytes()),
                    field(Objects.toString(o.machine(), "")), Long.toString(o.startedMillis()),
                    Long.toString(o.endedMillis()), field(Objects.toString(o.message(), "")))).append('\n');
        }
        return sb.toString();
    }

    private static String field(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
