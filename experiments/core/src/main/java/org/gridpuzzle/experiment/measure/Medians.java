package org.gridpuzzle.experiment.measure;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The median the benchmark tables report (the upper one of an even count). */
public final class Medians {

    private Medians() {
    }

    public static <T extends Comparable<? super T>> T of(List<T> values) {
        List<T> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}

