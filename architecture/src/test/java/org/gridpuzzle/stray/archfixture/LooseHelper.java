package org.gridpuzzle.stray.archfixture;

/** Deliberately bad: a class in a package that is no layer, so no rule would ever look at it. */
public final class LooseHelper {

    public int answer() {
        return 42;
    }
}
