package org.gridpuzzle.experiment.adapter.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;

/** The report's tables as Markdown. */
final class ExperimentTables {

    private static final List<String> FAILURES = List.of("unknown", "timeout", "memout", "crash", "wrong answer");

    private ExperimentTables() {
    }

    static void print(PrintWriter out, ExperimentReport r, boolean perInstance) {
        out.printf(Locale.ROOT, "experiment %s: %s, %s s and %d MiB per job, %d rows%n", r.name(),
                String.join(", ", r.sets()), number(r.limitSeconds()), r.memoryBytes() >> 20, r.rows());
        out.println();
        out.println("| configuration | rows | solved | proved | unsat | unknown | timeout | memout | crash | wrong answer"
                + " | PAR-2 (s) | time on solved (s) | time on commonly solved (s) | CPU (s) | peak RSS |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        for (ExperimentReport.ConfigurationSummary c : r.configurations()) {
            StringBuilder row = new StringBuilder().append("| ").append(c.config()).append(" | ").append(c.rows())
                    .append(" | ").append(c.solved()).append(" | ").append(c.proved()).append(" | ").append(c.unsat());
            for (String f : FAILURES) {
                row.append(" | ").append(c.statuses().getOrDefault(f, 0));
            }
            row.append(String.format(Locale.ROOT, " | %.1f | %.1f | %.1f | %.1f | %d MiB |", c.par2(), c.solvedSeconds(),
                    c.commonSeconds(), c.cpuSeconds(), c.peakRssBytes() >> 20));
            out.println(row);
        }
        out.println();
        out.printf(Locale.ROOT, "solved under every configuration: %d instances%n", r.commonlySolved());
        if (!r.cubes().isEmpty()) {
            cubes(out, r);
        }
        if (perInstance) {
            List<String> configs = r.configurations().stream().map(ExperimentReport.ConfigurationSummary::config).toList();
            out.println();
            StringBuilder head = new StringBuilder("| set | instance |");
            StringBuilder rule = new StringBuilder("|---|---|");
            for (String c : configs) {
                head.append(' ').append(c).append(" |");
                rule.append("---|");
            }
            out.println(head);
            out.println(rule);
            for (ExperimentReport.InstanceRow row : r.instances()) {
                StringBuilder line = new StringBuilder("| ").append(row.set()).append(" | ").append(row.instance())
                        .append(" |");
                for (String c : configs) {
                    ExperimentReport.Cell cell = row.cells().get(c);
                    line.append(' ').append(cell == null ? "" : cell(cell)).append(" |");
                }
                out.println(line);
            }
        }
        out.flush();
    }

    /** Each cube split's verdict: refuted only when every job refuted its cubes. */
    private static void cubes(PrintWriter out, ExperimentReport r) {
        out.println();
        out.println("| set | instance | split | at most | verdict | refuted | plans | undecided | no row yet"
                + " | refuting job median (s) | slowest (s) |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (ExperimentReport.CubeVerdict v : r.cubes()) {
            String verdict = switch (v.verdict()) {
                case "plan" -> "plan of " + v.bestPlan();
                case "refuted" -> "**refuted**: more than " + v.horizon() + " moves";
                default -> "open";
            };
            out.printf(Locale.ROOT, "| %s | %s | %s | %d | %s | %d/%d | %d | %d | %d | %.1f | %.1f |%n", v.set(),
                    v.instance(), v.config(), v.horizon(), verdict, v.refuted(), v.jobs(), v.plans(), v.undecided(),
                    v.missing(), v.medianRefutedSeconds(), v.maxRefutedSeconds());
        }
        for (ExperimentReport.CubeVerdict v : r.cubes()) {
            if (v.toFinish() != null) {
                List<String> why = new java.util.ArrayList<>();
                if (v.undecided() > 0) {
                    why.add(String.format(Locale.ROOT, "%s decided nothing within the limit (at least %s more)",
                            jobs(v.undecided()), cubeTime(v.cubeHoursAtLeast())));
                }
                if (v.missing() > 0) {
                    why.add(jobs(v.missing()) + " without a row yet (the same command again runs them)");
                }
                out.println();
                out.printf(Locale.ROOT, "%s/%s, at most %d moves, stays open: %s. The undecided cubes with four times"
                        + " the limit, on a cluster:%n    %s%n",
                        v.set(), v.instance(), v.horizon(), String.join("; ", why), v.toFinish());
            }
        }
    }

    /**
     * Cube time in a unit that fits: hours from one hour, minutes from one minute, seconds below (a run of short
     * limits read "0.00 cube-hours" for seconds of work); a non-zero amount never reads as zero.
     */
    static String cubeTime(double hours) {
        double seconds = hours * 3600;
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%.2f cube-hours", hours);
        }
        if (seconds >= 60) {
            return String.format(Locale.ROOT, "%.1f cube-minutes", seconds / 60);
        }
        if (seconds >= 0.1 || seconds <= 0) {
            return String.format(Locale.ROOT, "%.1f cube-seconds", Math.max(0, seconds));
        }
        return "less than 0.1 cube-seconds";
    }

    private static String jobs(int n) {
        return n + (n == 1 ? " cube job" : " cube jobs");
    }

    private static String cell(ExperimentReport.Cell c) {
        String what = switch (c.status()) {
            case "optimal" -> (c.value() == null ? "solved" : c.value().toString()) + "*";
            case "solved" -> c.value() == null ? "solved" : c.value().toString();
            case "plan" -> "plan of " + c.value();
            case "refuted" -> "over " + c.value();
            default -> c.status();
        };
        return String.format(Locale.ROOT, "%s %.2f s", what, c.seconds());
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
