package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;

/**
 * A measuring run, not a test: feature spaces (alone or as a portfolio) on a range of levels of an XSB file, one line
 * per level. {@code java -cp ... SpaceTrial FILE FIRST LAST STEP SECONDS SPACES}, SPACES "portfolio", "portfolio:N" (the
 * portfolio's space N alone, 0-1) or a list like
 * "1/0/10/1/1;0/0/1/0/2" (room links, 0 (out of plan once), unadvised weight, box moves, slices per space, and
 * optionally 1 for a packing order that takes boxes home, 1 for the backward search's parking plan); FIRST may be a
 * comma-separated list of levels; a seventh argument
 * "own" gives each space a deadlock store of its own.
 */
final class SpaceTrial {

    private SpaceTrial() {
    }

    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]), java.nio.charset.Charset.forName("windows-1252"));
        List<SokobanLevel> levels = args[0].endsWith(".sok") ? XsbLevels.parseSok(text) : XsbLevels.parse(text);
        // FIRST may be a list of levels ("11,18,19"): then LAST and STEP are ignored
        List<Integer> chosen = new ArrayList<>();
        if (args[1].contains(",")) {
            for (String n : args[1].split(",")) {
                chosen.add(Integer.parseInt(n));
            }
        } else {
            for (int k = Integer.parseInt(args[1]); k <= Integer.parseInt(args[2]); k += Integer.parseInt(args[3])) {
                chosen.add(k);
            }
        }
        Duration limit = Duration.ofSeconds(Long.parseLong(args[4]));
        List<FeatureSpace> spaces = args[5].equals("portfolio") ? Portfolio.SPACES
                : args[5].startsWith("portfolio:") ? List.of(Portfolio.SPACES.get(Integer.parseInt(args[5].substring(10))))
                : spaces(args[5]);
        boolean share = args.length < 7 || !args[6].equals("own");
        int solved = 0;
        for (int k : chosen) {
            if (k > levels.size()) {
                break;
            }
            long start = System.nanoTime();
            SokobanLevel level = levels.get(k - 1);
            SokobanSearch.Result r = Portfolio.run(new SokobanRoom(level), SearchOptions.fast(),
                    Limits.none().withTimeLimit(limit).withMemoryBudget(3L << 30), spaces, share);
            double seconds = (System.nanoTime() - start) / 1e9;
            boolean ok = r.moves() != null && SokobanReplay.play(level, r.moves()).ok()
                    && level.solved(SokobanReplay.play(level, r.moves()).state());
            solved += ok ? 1 : 0;
            String why = ok ? "" : " (" + (r.exhausted() ? "exhausted" : r.stopped()) + ")";
            System.out.printf(Locale.ROOT, "level %d %s pushes %d time %.1f states %d expanded %d%s%n", k,
                    ok ? "solved" : "open", r.pushes(), seconds, r.states(), r.expanded(), why);
        }
        System.out.println("solved " + solved);
    }

    private static List<FeatureSpace> spaces(String spec) {
        List<FeatureSpace> spaces = new ArrayList<>();
        for (String s : spec.split(";")) {
            String[] p = s.split("/");
            int unadvised = Integer.parseInt(p[2]);
            FeatureSpace space = p[3].equals("1") ? FeatureSpace.boxMoves(unadvised) : FeatureSpace.pushes(unadvised);
            space = p[0].equals("1") ? space.withRoomLinks() : space;
            space = p.length > 5 && p[5].equals("1") ? space.homeward() : space;
            space = p.length > 6 && p[6].equals("1") ? space.withParking() : space;
            spaces.add(space.holdingTurn(Integer.parseInt(p[4])));
        }
        return spaces;
    }
}
