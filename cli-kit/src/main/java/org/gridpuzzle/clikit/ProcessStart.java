package org.gridpuzzle.clikit;

import java.util.concurrent.TimeUnit;

/**
 * When the user started this command line, on the {@link System#nanoTime()} clock the limits run on: the launcher
 * passes its own start ({@code -Dgridpuzzle.started}, epoch microseconds) just before it starts the JVM. Without it
 * (a JVM started another way) the command counts from now.
 */
final class ProcessStart {

    static final String PROPERTY = "gridpuzzle.started";

    /** A start further back than this is not this command's (a clock step, a stale property): count from now. */
    private static final long PLAUSIBLE_MICROS = TimeUnit.SECONDS.toMicros(30);

    private ProcessStart() {
    }

    static long nanoTime() {
        long now = System.nanoTime();
        String given = System.getProperty(PROPERTY, "");
        if (given.isEmpty() || given.length() > 18 || !given.chars().allMatch(Character::isDigit)) {
            return now;
        }
        long nowMicros = TimeUnit.MILLISECONDS.toMicros(System.currentTimeMillis());
        long since = nowMicros - Long.parseLong(given);
        if (since < 0 || since > PLAUSIBLE_MICROS) {
            return now;
        }
        return now - TimeUnit.MICROSECONDS.toNanos(since);
    }
}
