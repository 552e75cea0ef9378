package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;

/** What both {@code check} commands do: replay the plan, present the verdict (text or JSON), save it if asked. */
final class PlanCheckRun {

    private final CheckPlanUseCase useCase;
    private final Terminal terminal;
    private final AnswerFiles files;

    @Inject
    PlanCheckRun(CheckPlanUseCase useCase, Terminal terminal, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.files = files;
    }

    /** @param objectMoves what the game's object moves are called ({@code pushes}, {@code ball moves}) */
    int run(CheckPlanCommand command, String objectMoves, boolean json, Path save) {
        CheckPlanResult r = useCase.check(command);
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("title", r.title());
        doc.put("solved", r.solved());
        doc.put("moves", r.moves());
        doc.put("objectMoves", r.objectMoves());
        doc.put("error", r.error());
        doc.put("failedAt", r.failedAt());
        doc.put("left", r.left());
        doc.put("after", r.after());
        int code = json ? (r.solved() ? 0 : 3) : PlanCheckPresenter.present(terminal, r, objectMoves);
        if (json) {
            JsonOutput.print(terminal.out(), doc);
        }
        files.save(save, r::answer, () -> doc);
        return code;
    }
}
