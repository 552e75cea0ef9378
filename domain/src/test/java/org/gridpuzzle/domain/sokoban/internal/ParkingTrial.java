package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;
import org.gridpuzzle.domain.sokoban.internal.fess.ParkingProbe;

/**
 * A measuring main, not a test: the packing plan of each level of a collection, with the positions its backward
 * search made (the measure to compare: it does not depend on the machine) and its time ({@code java -cp ...
 * ParkingTrial FILE FIRST LAST [plans] [rule1] [retries=N]}: {@code plans} prints each plan, {@code rule1} runs the
 * draft's rule 1, {@code retries=N} lets a cell visit play N moves while they come back known or dead).
 */
public final class ParkingTrial {

    private ParkingTrial() {
    }

    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]), java.nio.charset.Charset.forName("windows-1252"));
        List<SokobanLevel> levels = args[0].endsWith(".sok") ? XsbLevels.parseSok(text) : XsbLevels.parse(text);
        int first = Integer.parseInt(args[1]);
        int last = Math.min(Integer.parseInt(args[2]), levels.size());
        List<String> flags = List.of(args).subList(3, args.length);
        boolean plans = flags.contains("plans");
        boolean rule1 = flags.contains("rule1");
        int retries = flags.stream().filter(f -> f.startsWith("retries=")).map(f -> Integer.parseInt(f.substring(8)))
                .findFirst().orElse(1);
        int complete = 0;
        long positions = 0;
        for (int k = first; k <= last; k++) {
            SokobanRoom room = new SokobanRoom(levels.get(k - 1));
            long t0 = System.nanoTime();
            ParkingProbe.Found found = ParkingProbe.find(room.planFloor(), rule1, retries);
            double ms = (System.nanoTime() - t0) / 1e6;
            PackingPlan plan = found.plan();
            complete += plan != null && plan.complete() ? 1 : 0;
            positions += found.positions();
            System.out.printf(Locale.ROOT,
                    "level %d goals %d %s parks=%d steps=%d positions=%d moves=%d runs=%d %.0f ms%s%n", k,
                    room.goals.length, plan == null ? "none" : plan.complete() ? "complete" : "partial",
                    plan == null ? 0 : plan.parks(), plan == null ? 0 : plan.steps(), found.positions(),
                    found.moves(), found.runs(), ms, plans && plan != null ? " " + plan : "");
        }
        System.out.println("complete " + complete + " positions " + positions);
    }
}
