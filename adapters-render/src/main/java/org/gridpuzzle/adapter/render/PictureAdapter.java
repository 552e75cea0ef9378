package org.gridpuzzle.adapter.render;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.port.out.output.RenderPicturePort;

/** Draws every kind of answer, as SVG or PNG from the same scene. */
public final class PictureAdapter implements RenderPicturePort {

    @Inject
    public PictureAdapter() {
        // stateless
    }

    @Override
    public byte[] render(Output output, OutputKind kind) {
        Scene scene = scene(output);
        return kind == OutputKind.PNG ? PngWriter.write(scene) : SvgWriter.write(scene).getBytes(StandardCharsets.UTF_8);
    }

    static Scene scene(Output output) {
        if (output instanceof Output.SuguruGrid g) {
            return SuguruPainter.scene(g);
        } else if (output instanceof Output.SuguruSteps s) {
            return SuguruPainter.scene(s);
        } else if (output instanceof Output.FloodItBoard b) {
            return FloodItPainter.scene(b);
        } else if (output instanceof Output.FloodItMoves m) {
            return FloodItPainter.scene(m);
        } else if (output instanceof Output.Reachability r) {
            return ReachabilityPainter.scene(r);
        } else if (output instanceof Output.SokobanPlan p) {
            return SokobanPainter.scene(p);
        } else if (output instanceof Output.SnowmanPlan p) {
            return SnowmanPainter.scene(p);
        }
        throw new IllegalArgumentException("no picture of " + output.getClass().getSimpleName());
    }
}

