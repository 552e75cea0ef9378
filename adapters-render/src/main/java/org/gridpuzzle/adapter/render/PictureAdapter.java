package org.gridpuzzle.adapter.render;

import jakarta.inject.Inject;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureStoppedException;
import org.gridpuzzle.application.output.PictureTooLargeException;
import org.gridpuzzle.application.port.out.output.RenderPicturePort;
import org.gridpuzzle.domain.search.Limits;

/**
 * Draws every kind of answer, as SVG or PNG from the same scene, sized before it is drawn: the painters first paint
 * into counting drawings (the SVG's exact size, nothing kept, stopped at the limit), and a picture that fits is then
 * painted again to be kept. A plan's animation is chosen to fit (a frame per move, per key move, a sample of those).
 */
public final class PictureAdapter implements RenderPicturePort {

    @Inject
    public PictureAdapter() {
        // stateless
    }

    /** Without a limit (tests, golden files). */
    public byte[] render(Output output, OutputKind kind) {
        return render(output, kind, Long.MAX_VALUE);
    }

    @Override
    public byte[] render(Output output, OutputKind kind, long maxBytes) {
        return render(output, kind, maxBytes, Limits.none());
    }

    @Override
    public byte[] render(Output output, OutputKind kind, long maxBytes, Limits limits) {
        // one clock from the sizing to the last byte: the picture's whole drawing keeps the limits
        DrawClock clock = DrawClock.of(limits);
        try {
            clock.now();
            size(output, kind, maxBytes, clock);
            Scene scene = scene(output, Drawing.Maker.keeping(clock), maxBytes);
            return kind == OutputKind.PNG ? PngWriter.write(scene, clock) : SvgWriter.bytes(scene, maxBytes, clock);
        } catch (Drawing.TooLarge e) {
            throw new PictureTooLargeException(e.atLeast(), true, maxBytes); // sized above: not expected
        } catch (DrawClock.Stopped e) {
            throw new PictureStoppedException(e.reason());
        }
    }

    @Override
    public long size(Output output, OutputKind kind, long maxBytes) {
        return size(output, kind, maxBytes, DrawClock.NONE);
    }

    private static long size(Output output, OutputKind kind, long maxBytes, DrawClock clock) {
        try {
            Scene counted = scene(output, Drawing.Maker.counting(maxBytes, clock), maxBytes);
            long bytes = SvgWriter.size(counted) + (kind == OutputKind.PNG ? PngWriter.rasterBytes(counted) : 0);
            if (bytes > maxBytes) {
                throw new PictureTooLargeException(bytes, false, maxBytes);
            }
            return bytes;
        } catch (Drawing.TooLarge e) {
            throw new PictureTooLargeException(e.atLeast(), true, maxBytes);
        }
    }

    static Scene scene(Output output) {
        return scene(output, Drawing.Maker.KEEP, Long.MAX_VALUE);
    }

    /** The scene, its drawings made by {@code maker}; a plan's frames chosen to fit {@code maxBytes}. */
    static Scene scene(Output output, Drawing.Maker maker, long maxBytes) {
        if (output instanceof Output.SuguruGrid g) {
            return SuguruPainter.scene(g, maker);
        } else if (output instanceof Output.SuguruSteps s) {
            return SuguruPainter.scene(s, maker);
        } else if (output instanceof Output.FloodItBoard b) {
            return FloodItPainter.scene(b, maker);
        } else if (output instanceof Output.FloodItMoves m) {
            return FloodItPainter.scene(m, maker);
        } else if (output instanceof Output.Reachability r) {
            return ReachabilityPainter.scene(r, maker);
        } else if (output instanceof Output.SokobanPlan p) {
            return SokobanPainter.scene(p, maker, maxBytes);
        } else if (output instanceof Output.SnowmanPlan p) {
            return SnowmanPainter.scene(p, maker, maxBytes);
        }
        throw new IllegalArgumentException("no picture of " + output.getClass().getSimpleName());
    }
}
