package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.port.in.output.DrawPictureCommand;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;

/**
 * Answers drawn as SVG by the same renderer as {@code -o FILE.svg}; nothing is written anywhere. A picture is sized
 * before it is drawn: one far larger than a page can show (a 1 MiB Suguru of half a million cells drew 467 MB and
 * took 36 s) is refused with 413, and the command line draws it instead.
 */
final class Pictures {

    /** The largest picture this server draws. */
    static final long MAX_BYTES = 32L << 20;
    /** What a grid cell takes in SVG (measured: a 60×60 Suguru, 689 KB), and a move of a plan's animation. */
    private static final long BYTES_PER_CELL = 200;
    private static final long BYTES_PER_STEP = 120;

    private final DrawPictureUseCase pictures;

    @Inject
    Pictures(DrawPictureUseCase pictures) {
        this.pictures = pictures;
    }

    String svg(Output output) {
        long size = estimate(output);
        if (size > MAX_BYTES) {
            throw new ApiException(Outcome.MEMORY_LIMIT.httpStatus(), "too large", "the picture would take about " + (size >> 20) + " MB, more than"
                    + " this server draws (" + (MAX_BYTES >> 20) + " MB); the command line draws it (-o FILE.svg)")
                    .with("limitBytes", MAX_BYTES);
        }
        return new String(pictures.draw(new DrawPictureCommand(output, OutputKind.SVG)), StandardCharsets.UTF_8);
    }

    /** The picture's size in bytes, roughly (within a factor of two), from its cells and its steps. */
    static long estimate(Output output) {
        if (output instanceof Output.SuguruGrid g) {
            return g.puzzle().shape().size() * BYTES_PER_CELL;
        } else if (output instanceof Output.SuguruSteps s) {
            return s.puzzle().shape().size() * BYTES_PER_CELL + s.steps().size() * (BYTES_PER_STEP + 32L);
        } else if (output instanceof Output.FloodItBoard b) {
            return b.board().shape().size() * BYTES_PER_CELL;
        } else if (output instanceof Output.FloodItMoves m) {
            return m.board().shape().size() * BYTES_PER_CELL * 2 + m.moves().size() * BYTES_PER_STEP;
        } else if (output instanceof Output.Reachability r) {
            return r.map().shape().size() * BYTES_PER_CELL;
        } else if (output instanceof Output.SokobanPlan p) {
            return (long) p.level().cells() * BYTES_PER_CELL + p.moves().length() * BYTES_PER_STEP;
        } else if (output instanceof Output.SnowmanPlan p) {
            return (long) p.level().rows() * p.level().cols() * BYTES_PER_CELL + p.moves().length() * BYTES_PER_STEP;
        }
        return 0;
    }
}
