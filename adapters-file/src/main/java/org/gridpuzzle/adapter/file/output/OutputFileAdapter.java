package org.gridpuzzle.adapter.file.output;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.adapter.file.OutputFiles;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.out.output.FormatOutputPort;
import org.gridpuzzle.application.port.out.output.SaveFilePort;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.floodit.MovesFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;

/**
 * Answers as the genre's text, by extension: a Suguru grid as {@code .sug} (regions and every number), {@code .ans}
 * or {@code .in}; a Flood-It board as the board format, its moves as a moves line ({@code .moves}); a reachability
 * answer as the map with the path drawn ({@code .map}); a plan as its LURD line ({@code .lurd}). {@code .txt} takes
 * the genre's main text. Every file is written whole or not at all.
 */
public final class OutputFileAdapter implements FormatOutputPort, SaveFilePort {

    @Inject
    public OutputFileAdapter() {
        // stateless
    }

    @Override
    public void saveFile(Path target, byte[] content) {
        OutputFiles.write(target, content);
    }

    @Override
    public void saveFile(Path target, byte[] content, Limits limits) {
        OutputFiles.write(target, content, limits);
    }

    @Override
    public void checkWritable(Path target) {
        OutputFiles.checkWritable(target);
    }

    /**
     * The answer in the genre's text: its main text under any name, the paper's formats for a Suguru grid saved as
     * {@code .ans} or {@code .in}; a name the genre does not know ({@code plan.sol}, {@code x.txt}) gets the main text,
     * as the help of {@code -o} promises.
     */
    @Override
    public String text(Output output, Path target) {
        String ext = extension(target);
        if (output instanceof Output.Text t) {
            return t.text();
        } else if (output instanceof Output.SuguruGrid g) {
            return switch (ext) {
                case "ans" -> new PaperAnsFormat().write(g.grid());
                case "in" -> new PaperInFormat().write(g.puzzle().withGivens(g.grid()));
                default -> new SuguruTextFormat().write(g.puzzle().withGivens(g.grid()));
            };
        } else if (output instanceof Output.SuguruSteps s) {
            return text(new Output.SuguruGrid(s.puzzle(), s.after(s.steps().size()), List.of()), target);
        } else if (output instanceof Output.FloodItBoard b) {
            // the board format reads '#' lines as comments
            return (b.comment() == null ? "" : "# " + b.comment() + "\n") + new BoardFormat().write(b.board());
        } else if (output instanceof Output.FloodItMoves m) {
            return "# Flood-It " + m.mode().name().toLowerCase(Locale.ROOT) + " moves"
                    + (m.pivot() != null ? " at the pivot " + m.pivot().label() : "") + "\n"
                    + MovesFormat.write(m.moves(), m.mode(), m.board().shape()) + "\n";
        } else if (output instanceof Output.Reachability r) {
            return GridMapFormat.draw(r.map(), r.from(), r.to(), r.path(), r.component());
        } else if (output instanceof Output.SokobanPlan p) {
            return p.moves() + "\n";
        }
        return ((Output.SnowmanPlan) output).moves() + "\n";
    }

    private static String extension(Path target) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "txt" : name.substring(dot + 1); // no extension (standard output): the genre's main text
    }
}

