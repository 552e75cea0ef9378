package org.gridpuzzle.domain.sokoban;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.SearchOptions;

/**
 * A measuring run, not a test: feature spaces (alone or as a portfolio) on a range of levels of an XSB file, one line
 * per level. {@code java -cp ... SpaceTrial FILE FIRST LAST STEP SECONDS SPACES}, SPACES "portfolio" or a list like
 * "1/1/10/1/1;0/0/1/0/2" (room links, out of plan, unadvised weight, box moves, slices per space, and
 * optionally 1 for a packing order that takes boxes home); a seventh argument
 * "own" gives each space a deadlock store of its own.
 */
final class SpaceTrial {

    private SpaceTrial() {
    }

    public static void main(String[] args) throws Exception {
        List<SokobanLevel> levels = XsbLevels.parse(Files.readString(Path.of(args[0])));
        int first = Integer.parseInt(args[1]);
        int last = Integer.parseInt(args[2]);
        int step = Integer.parseInt(args[3]);
        Duration limit = Duration.ofSeconds(Long.parseLong(args[4]));
        List<FeatureSpace> spaces = args[5].equals("portfolio") ? Portfolio.SPACES : spaces(args[5]);
        boolean share = args.length < 7 || !args[6].equals("own");
        int solved = 0;
        for (int k = first; k <= last && k <= levels.size(); k += step) {
            long start = System.nanoTime();
            SokobanLevel level = levels.get(k - 1);
            SokobanSearch.Result r = Portfolio.run(new SokobanRoom(level), SearchOptions.fast(),
                    Limits.none().withTimeLimit(limit).withMemoryBudget(3L << 30), spaces, share);
            double seconds = (System.nanoTime() - start) / 1e9;
            boolean ok = r.moves() != null && SokobanReplay.play(level, r.moves()).ok()
                    && level.solved(SokobanReplay.play(level, r.moves()).state());
            solved += ok ? 1 : 0;
            System.out.printf(Locale.ROOT, "level %d %s pushes %d time %.1f states %d%n", k, ok ? "solved" : "open",
                    r.pushes(), seconds, r.states());
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
            space = p[1].equals("1") ? space.withOutOfPlan() : space;
            space = p.length > 5 && p[5].equals("1") ? space.homeward() : space;
            spaces.add(space.holdingTurn(Integer.parseInt(p[4])));
        }
        return spaces;
    }
}
