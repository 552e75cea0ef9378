package org.gridpuzzle.application.service.output;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureBudget;
import org.gridpuzzle.application.port.in.output.SaveOutputCommand;
import org.gridpuzzle.application.port.in.output.SaveOutputResult;
import org.gridpuzzle.application.port.in.output.SaveOutputUseCase;
import org.gridpuzzle.application.port.out.output.FormatOutputPort;
import org.gridpuzzle.application.port.out.output.RenderPicturePort;
import org.gridpuzzle.application.port.out.output.SaveFilePort;

/**
 * Pictures by the renderer, within this process's picture budget ({@link PictureBudget}: refused with
 * {@link org.gridpuzzle.application.output.PictureTooLargeException} before anything is drawn or written), texts by
 * the genre's format (or as given), then one atomic write.
 */
public final class SaveOutputService implements SaveOutputUseCase {

    private final RenderPicturePort pictures;
    private final FormatOutputPort texts;
    private final SaveFilePort files;

    @Inject
    public SaveOutputService(RenderPicturePort pictures, FormatOutputPort texts, SaveFilePort files) {
        this.pictures = pictures;
        this.texts = texts;
        this.files = files;
    }

    @Override
    public SaveOutputResult save(SaveOutputCommand command) {
        refuseUndrawnPicture(command.target());
        byte[] content = content(command);
        files.saveFile(command.target(), content, command.limits());
        return new SaveOutputResult(command.target(), kind(command), content.length);
    }

    @Override
    public void checkTarget(Path target) {
        refuseUndrawnPicture(target);
        files.checkWritable(target);
    }

    /** {@code -o answer.jpg} would be text under a picture's name: refused, with the names that do draw. */
    private static void refuseUndrawnPicture(Path target) {
        OutputKind.undrawnPicture(target).ifPresent(ext -> {
            throw new InvalidInputException(target.toString(), "cannot write: ." + ext + " pictures are not drawn"
                    + " here; .svg or .png draw the answer, .json saves the JSON document, other names its text");
        });
    }

    @Override
    public byte[] content(SaveOutputCommand command) {
        Output output = command.output();
        return switch (kind(command)) {
            case SVG, PNG -> pictures.render(output, kind(command), PictureBudget.ofThisProcess());
            case TEXT -> (output instanceof Output.Text t ? t.text() : texts.text(output, command.target()))
                    .getBytes(StandardCharsets.UTF_8);
        };
    }

    private static OutputKind kind(SaveOutputCommand command) {
        return command.output() instanceof Output.Text ? OutputKind.TEXT : OutputKind.of(command.target());
    }
}

