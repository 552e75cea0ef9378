package org.gridpuzzle.domain.sokoban;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.sokoban.fess.PackingPlan;
import org.gridpuzzle.domain.sokoban.fess.ParkingSearch;

/**
 * A measuring main, not a test: the packing plan of each level of a collection, with its time ({@code java -cp ...
 * ParkingTrial FILE FIRST LAST}).
 */
public final class ParkingTrial {

    private ParkingTrial() {
    }

    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]), java.nio.charset.Charset.forName("windows-1252"));
        List<SokobanLevel> levels = args[0].endsWith(".sok") ? XsbLevels.parseSok(text) : XsbLevels.parse(text);
        int first = Integer.parseInt(args[1]);
        int last = Math.min(Integer.parseInt(args[2]), levels.size());
        int complete = 0;
        for (int k = first; k <= last; k++) {
            SokobanRoom room = new SokobanRoom(levels.get(k - 1));
            long t0 = System.nanoTime();
            PackingPlan plan = ParkingSearch.find(room.planFloor(), () -> false, 1L << 30);
            double ms = (System.nanoTime() - t0) / 1e6;
            complete += plan != null && plan.complete() ? 1 : 0;
            System.out.printf(Locale.ROOT, "level %d goals %d %s %.0f ms%s%n", k, room.goals.length,
                    plan == null ? "none" : plan.complete() ? "complete" : "partial", ms,
                    plan == null ? "" : " parks=" + plan.parks() + " steps=" + plan.steps()
                            + (args.length > 3 ? " " + plan : ""));
        }
        System.out.println("complete " + complete);
    }
}
