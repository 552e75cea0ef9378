package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.internal.fess.CellOrder;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;
import org.gridpuzzle.domain.sokoban.internal.fess.FessOptions;
import org.gridpuzzle.domain.sokoban.internal.fess.FessPath;

/**
 * A measuring main, not a test: FESS alone ({@link FessSearch}: the packing plan, then the engine on the forward game)
 * on XSokoban levels, each under a node cap of max(FACTOR × the paper's nodes, MIN) and no clock, so the counts are
 * the same on any machine and under any load. Per level: solved, nodes, cap, the paper's nodes (Table I of the CoG
 * 2020 paper) and their ratio, the plan's box moves, its weight (moves no advisor picked), cells, moves refused by the
 * lazy tests and known, and the advisor behind each plan move (P packing, C connectivity, R room links, O out of plan,
 * H hotspots, - none). Then the levels solved within the cap and the total nodes on them against the paper's.
 *
 * <pre>
 * mvn -o -q -pl domain test-compile
 * java -Xmx3g -cp domain/target/classes:domain/target/test-classes org.gridpuzzle.domain.sokoban.FessTableTrial \
 *     ../shared/data/sokoban/xsokoban90 LEVELS [OPTIONS [FACTOR MIN]]
 * </pre>
 *
 * LEVELS a range, a list or e<N> for the levels whose paper count is at most N (1-90, e60, 1,24); OPTIONS: {@code paper} or {@code +}-joined {@code new}
 * (new cell first), {@code festival} (Festival's cell order), {@code free2} (two moves free), {@code ancestorScore},
 * {@code own} (each node in its own cell), {@code noExplorer}, {@code noOpener}, {@code keepPacking}, {@code
 * festivalOrder}, {@code noCorrals}, {@code draftOpener}, {@code rooms2x3} (the draft's rooms), {@code rooms2x2}
 * (Festival's).
 */
final class FessTableTrial {

    private static final String CODES = "PCROHENW";

    private FessTableTrial() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(dir.resolve("levels.xsb"),
                java.nio.charset.Charset.forName("windows-1252")));
        Map<Integer, Integer> paper = paper(dir.resolve("fess-table-i.tsv"));
        TreeSet<Integer> chosen = chosen(args[1], paper);
        FessOptions options = options(args.length > 2 ? args[2] : "paper");
        FessRules rules = rules(args.length > 2 ? args[2] : "paper");
        boolean ownCell = (args.length > 2 ? args[2] : "").contains("own");
        long factor = args.length > 3 ? Long.parseLong(args[3]) : 20;
        long least = args.length > 4 ? Long.parseLong(args[4]) : 2000;
        List<Row> rows = new java.util.ArrayList<>();
        for (int k : chosen) {
            long cap = Math.max(factor * paper.get(k), least);
            Row row = row(levels.get(k - 1), k, cap, paper.get(k), options, rules, ownCell);
            rows.add(row);
            System.out.printf(Locale.ROOT, "%s time %.1f%n", row.line(), row.seconds());
        }
        System.out.printf(Locale.ROOT, "%s %.0f s |%n", total(args.length > 2 ? args[2] : "paper", rows),
                rows.stream().mapToDouble(Row::seconds).sum());
    }

    /** One level's run: its line (no clock in it), whether it was solved, its nodes and the paper's, its seconds. */
    record Row(String line, boolean solved, long nodes, int paper, double seconds) {
    }

    /**
     * FESS alone on XSokoban {@code k} under a cap of {@code cap} nodes: solved or open, nodes, cap, the paper's nodes
     * and the ratio, the path's moves and weight (the plan's, or the best node's when open), cells, moves refused and
     * known, and the advisor behind each move of that path.
     */
    static Row row(SokobanLevel level, int k, long cap, int paperNodes, FessOptions options, FessRules rules,
            boolean ownCell) {
        long t0 = System.nanoTime();
        FessSearch.Run run = FessSearch.run(new SokobanRoom(level), Limits.none().withMemoryBudget(2L << 30),
                options.withMaxNodes(cap), rules, ownCell ? FessTableTrial::ownCells : g -> g);
        double s = (System.nanoTime() - t0) / 1e9;
        SokobanSearch.Result r = run.result();
        boolean ok = r.moves() != null && level.solved(SokobanReplay.play(level, r.moves()).state());
        FessPath path = run.fess() == null ? null : ok ? run.fess().solution() : run.fess().best();
        String line = String.format(Locale.ROOT, "level %d %s nodes %d cap %d paper %d ratio %.1f moves %d weight %d"
                + " cells %d refused %d known %d audit %s", k, ok ? "solved" : "open", r.expanded(), cap, paperNodes,
                (double) r.expanded() / paperNodes, path == null ? 0 : path.length(), path == null ? 0 : path.weight(),
                run.fess() == null ? 0 : run.fess().counts().cells(),
                run.fess() == null ? 0 : run.fess().counts().refused(),
                run.fess() == null ? 0 : run.fess().counts().known(), codes(path));
        return new Row(line, ok, r.expanded(), paperNodes, s);
    }

    /** The table's last line: the levels solved within their caps, the nodes on them against the paper's. */
    static String total(String name, List<Row> rows) {
        long nodes = rows.stream().filter(Row::solved).mapToLong(Row::nodes).sum();
        long paperNodes = rows.stream().filter(Row::solved).mapToLong(Row::paper).sum();
        return String.format(Locale.ROOT, "| %s | %d of %d | %d | %d | %.1f |", name,
                rows.stream().filter(Row::solved).count(), rows.size(), nodes, paperNodes,
                paperNodes == 0 ? 0.0 : (double) nodes / paperNodes);
    }

    /** The game with every node in its own cell ([CoG] Fig. 2: "project added state onto a cell"). */
    static FessGame ownCells(FessGame game) {
        return new ForwardingGame(game) {
            @Override
            public int compareCells(int a, int b) {
                return a == b ? 0 : 1;
            }
        };
    }

    /** A path's moves as advisor codes ("P C - H"). */
    static String codes(FessPath path) {
        if (path == null || path.length() == 0) {
            return "-";
        }
        StringBuilder s = new StringBuilder();
        for (int a : path.advisors()) {
            s.append(s.isEmpty() ? "" : " ").append(a == FessGame.NO_ADVISOR ? '-' : CODES.charAt(a));
        }
        return s.toString();
    }

    static FessRules rules(String spec) {
        FessRules r = FessRules.draft();
        for (String part : spec.split("\\+")) {
            switch (part) {
                case "noExplorer" -> r = r.withExplorer(false);
                case "noOpener" -> r = r.withOpener(false);
                case "keepPacking" -> r = r.withKeepPacking(true);
                case "festivalOrder" -> r = r.withOrder(FessOrder.FESTIVAL);
                case "noCorrals" -> r = r.withCorrals(false);
                case "draftOpener" -> r = r.withDraftOpener(true);
                case "rooms2x3" -> r = r.withRooms(FessRules.Rooms.DRAFT);
                case "rooms2x2" -> r = r.withRooms(FessRules.Rooms.FESTIVAL);
                default -> { }
            }
        }
        return r;
    }

    static FessOptions options(String spec) {
        FessOptions o = FessOptions.paper();
        for (String part : spec.split("\\+")) {
            switch (part) {
                case "paper" -> { }
                case "new" -> o = o.withOrder(CellOrder.NEW_FIRST);
                case "festival" -> o = o.withOrder(CellOrder.FESTIVAL);
                case "free2" -> o = o.withTwoMovesFree(true);
                case "ancestorScore" -> o = o.withAncestorByScore(true);
                case "noExplorer", "noOpener", "keepPacking", "own", "festivalOrder", "noCorrals", "draftOpener", "rooms2x3",
                        "rooms2x2" -> { }
                default -> throw new IllegalArgumentException("unknown option " + part);
            }
        }
        return o;
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
