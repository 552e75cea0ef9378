package org.gridpuzzle.domain.sokoban;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.SearchOptions;
import org.gridpuzzle.domain.sokoban.FeatureSpace.Option;

/**
 * A measuring main, not a test: FESS as published ({@link FeatureSpace#PUBLISHED}) and its diagnostic options
 * ({@link Option}) on XSokoban levels, each run alone under a node cap of max(FACTOR × the paper's nodes, MIN)
 * expansions and no clock, so the counts are the same on any machine and under any load. Per level: solved, the
 * nodes expanded (both runs when the macro run gives way to the plain one), the paper's nodes (Table I of the CoG
 * 2020 paper) and their ratio, the plan's moves and how many no advisor chose, the feature cells, the stale entries
 * taken, and the advisors behind each plan move (P packing, C connectivity, R room links, O out of plan, H hotspots,
 * - none, * the solving move, which the search takes before any advisor sees it). Then per configuration: levels
 * solved within the cap, total nodes on them against the paper's total on the same levels, XSokoban 1 and 24.
 *
 * <pre>
 * mvn -o -q -pl domain test-compile
 * java -Xmx3g -cp domain/target/classes:domain/target/test-classes org.gridpuzzle.domain.sokoban.FessDiagnosticsTrial \
 *     ../shared/data/sokoban/xsokoban90 LEVELS CONFIGS [FACTOR MIN]
 * </pre>
 *
 * LEVELS: comma-separated numbers, ranges (3-9) or {@code eN} (every level the paper solves in at most N nodes);
 * CONFIGS: semicolon-separated, each {@code published} followed by {@code +OPTION}s ({@code published+NO_MACROS}).
 */
final class FessDiagnosticsTrial {

    private static final String CODES = "PCROH";

    private FessDiagnosticsTrial() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(dir.resolve("levels.xsb"),
                java.nio.charset.Charset.forName("windows-1252")));
        Map<Integer, Integer> paper = paper(dir.resolve("fess-table-i.tsv"));
        TreeSet<Integer> chosen = chosen(args[1], paper);
        long factor = args.length > 3 ? Long.parseLong(args[3]) : 20;
        long least = args.length > 4 ? Long.parseLong(args[4]) : 2000;
        List<String> summary = new ArrayList<>();
        for (String config : args[2].split(";")) {
            FeatureSpace space = space(config);
            int solved = 0;
            long nodes = 0;
            long paperNodes = 0;
            Map<Integer, String> watched = new LinkedHashMap<>();
            double seconds = 0;
            for (int k : chosen) {
                long cap = Math.max(factor * paper.get(k), least);
                PlanAudit audit = new PlanAudit();
                long t0 = System.nanoTime();
                SokobanLevel level = levels.get(k - 1);
                SokobanSearch.Result r = PushSearch.inSpace(new SokobanRoom(level), SearchOptions.fast(),
                        Limits.none().withNodeLimit(cap).withMemoryBudget(2L << 30), space, null, true, audit);
                double s = (System.nanoTime() - t0) / 1e9;
                seconds += s;
                boolean ok = r.moves() != null && level.solved(SokobanReplay.play(level, r.moves()).state());
                if (ok) {
                    solved++;
                    nodes += r.expanded();
                    paperNodes += paper.get(k);
                }
                if (k == 1 || k == 24) {
                    watched.put(k, ok ? String.valueOf(r.expanded()) : "open");
                }
                System.out.printf(Locale.ROOT, "%s level %d %s nodes %d cap %d paper %d ratio %.1f moves %d"
                        + " unadvised %d cells %d stale %d time %.1f audit %s%n", config, k, ok ? "solved" : "open",
                        r.expanded(), cap, paper.get(k), (double) r.expanded() / paper.get(k), audit.moves().size(),
                        audit.unadvised(), audit.cells(), audit.stale(), s, codes(audit));
            }
            String line = String.format(Locale.ROOT, "| %s | %d of %d | %d | %d | %.1f | %s | %s | %.0f s |", config,
                    solved, chosen.size(), nodes, paperNodes, paperNodes == 0 ? 0.0 : (double) nodes / paperNodes,
                    watched.getOrDefault(1, "-"), watched.getOrDefault(24, "-"), seconds);
            System.out.println(line);
            summary.add(line);
        }
        System.out.println("| configuration | solved within the cap | nodes on them | paper's nodes on them | ratio"
                + " | XSokoban 1 | XSokoban 24 | time |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        summary.forEach(System.out::println);
    }

    /** The plan's moves as advisor codes, one group per move ("P C - PH"). */
    static String codes(PlanAudit audit) {
        StringBuilder s = new StringBuilder();
        for (PlanAudit.Move m : audit.moves()) {
            s.append(s.isEmpty() ? "" : " ");
            if (m.advisors() <= 0) {
                s.append(m.advisors() == 0 ? '-' : '*');
                continue;
            }
            for (int a = 0; a < CODES.length(); a++) {
                if ((m.advisors() >>> a & 1) != 0) {
                    s.append(CODES.charAt(a));
                }
            }
        }
        return s.isEmpty() ? "-" : s.toString();
    }

    static FeatureSpace space(String config) {
        String[] parts = config.split("\\+");
        if (!parts[0].equals("published")) {
            throw new IllegalArgumentException("a configuration starts with 'published': " + config);
        }
        FeatureSpace space = FeatureSpace.PUBLISHED;
        for (int p = 1; p < parts.length; p++) {
            space = space.with(Option.valueOf(parts[p]));
        }
        return space;
    }

    static TreeSet<Integer> chosen(String spec, Map<Integer, Integer> paper) {
        TreeSet<Integer> chosen = new TreeSet<>();
        for (String t : spec.split(",")) {
            if (t.startsWith("e")) {
                int most = Integer.parseInt(t.substring(1));
                paper.forEach((k, e) -> {
                    if (e <= most) {
                        chosen.add(k);
                    }
                });
            } else if (t.contains("-")) {
                for (int k = Integer.parseInt(t.split("-")[0]); k <= Integer.parseInt(t.split("-")[1]); k++) {
                    chosen.add(k);
                }
            } else {
                chosen.add(Integer.parseInt(t));
            }
        }
        return chosen;
    }

    static Map<Integer, Integer> paper(Path table) throws java.io.IOException {
        Map<Integer, Integer> nodes = new LinkedHashMap<>();
        for (String line : Files.readAllLines(table, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.startsWith("level")) {
                continue;
            }
            String[] f = line.split("\t");
            nodes.put(Integer.parseInt(f[0]), Integer.parseInt(f[3]));
        }
        return nodes;
    }
}
