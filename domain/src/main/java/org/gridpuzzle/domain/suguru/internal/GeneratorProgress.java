package org.gridpuzzle.domain.suguru.internal;

/** How far generation is: the phase, and the cells it has been through of those it goes through. */
@FunctionalInterface
public interface GeneratorProgress {
    GeneratorProgress NONE = (phase, done, total) -> { };

    void at(String phase, int done, int total);
}
