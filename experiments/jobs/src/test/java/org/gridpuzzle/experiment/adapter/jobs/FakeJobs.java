package org.gridpuzzle.experiment.adapter.jobs;

import java.util.ArrayList;
import java.util.List;

/** Job processes that misbehave on purpose: the first argument after the program's words says how. */
public final class FakeJobs {

    private FakeJobs() {
    }

    public static void main(String[] args) throws InterruptedException {
        switch (args[0]) {
            case "hog": {
                List<long[]> hoard = new ArrayList<>();
                while (true) {
                    hoard.add(new long[1 << 20]);
                }
            }
            case "hang":
                Thread.sleep(Long.MAX_VALUE);
                break;
            case "crash":
                System.err.println("fake: something broke");
                System.exit(7);
                break;
            default:
                System.out.println("progress that is not an answer");
                System.out.println("{\"answer\":{\"status\":\"SOLVED\",\"value\":12,\"lowerBound\":10,\"answer\":\"rrlU\","
                        + "\"statistics\":{\"nodes\":5.0},\"message\":null},\"cpuSeconds\":0.25,\"peakRssBytes\":1234}");
        }
    }
}
