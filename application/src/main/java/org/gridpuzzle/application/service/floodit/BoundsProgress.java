package org.gridpuzzle.application.service.floodit;

import java.util.Locale;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.domain.search.internal.BoundsListener;

/**
 * An anytime search's progress as status lines: elapsed time, best length, bound and gap, states. The search calls
 * often; a line goes out when the best or the bound changes or a second has passed (the driver may thin them more).
 */
final class BoundsProgress implements BoundsListener {

    private static final long INTERVAL_NANOS = 1_000_000_000L;

    private final ProgressPort progress;
    private final long begun;
    /** Whether a line went out yet: until then {@link #last} is no time. */
    private boolean shown;
    private long last;
    private int lastBound = -1;
    private int lastBest = -1;

    BoundsProgress(ProgressPort progress, long begun) {
        this.progress = progress;
        this.begun = begun;
    }

    @Override
    public void bounds(int lowerBound, int best, long nodes) {
        long now = System.nanoTime();
        if (shown && lowerBound == lastBound && best == lastBest && now - last < INTERVAL_NANOS) {
            return;
        }
        shown = true;
        last = now;
        lastBound = lowerBound;
        lastBest = best;
        String answer = best < 0 ? "no sequence yet" : String.format(Locale.ROOT, "best %d moves, bound %d (gap %d)",
                best, lowerBound, best - lowerBound);
        progress.status("solve", String.format(Locale.ROOT, "%.1f s: %s, %,d states", (now - begun) / 1e9, answer,
                nodes));
    }
}
