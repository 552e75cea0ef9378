package org.gridpuzzle.domain.sokoban;

/**
 * The forward game's choices where FESS's texts and Festival differ ({@link FessForward}, {@link ForwardAdvisors}).
 *
 * @param explorer the explorer advisor (a move opening a push the player could not reach)
 * @param opener the opener advisor (when nothing packs: the box nearest the plan's next square moved away from it)
 * @param keepPacking Festival's rule: no advisor picks a move that lowers the packing feature
 */
record FessRules(boolean explorer, boolean opener, boolean keepPacking) {

    /** The draft's seven advisors, none of Festival's rules. */
    static FessRules draft() {
        return new FessRules(true, true, false);
    }

    FessRules withExplorer(boolean value) {
        return new FessRules(value, opener, keepPacking);
    }

    FessRules withOpener(boolean value) {
        return new FessRules(explorer, value, keepPacking);
    }

    FessRules withKeepPacking(boolean value) {
        return new FessRules(explorer, opener, value);
    }
}
