package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (Debian's chromium and chromium-driver, headless): what a person does, checked on what
 * the page then shows. Screenshots go to target/screenshots. Skipped, saying why, where chromium is not installed.
 */
class BrowserTest {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");

    private static WebClient web;
    private static WebDriver browser;
    private static WebDriverWait wait;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)");
        web = WebClient.start(2, 16);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--lang=en");
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (web != null) {
            web.close();
        }
    }

    @BeforeEach
    void open() {
        desktop();
    }

    /** The page afresh at a size: 1280×800 (a laptop) or 390×844 (a phone), as CSS pixels of the viewport. */
    private static void at(int width, int height) {
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(width, height));
        browser.get(web.base + "/");
        wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getDomAttribute("data-ready")));
        // the window's outer size includes no chrome when headless, but check what the page sees
        Number inner = (Number) ((JavascriptExecutor) browser).executeScript("return window.innerWidth;");
        assertThat(inner.intValue()).isEqualTo(width);
    }

    private static void desktop() {
        at(1280, 800);
    }

    private static void phone() {
        at(390, 844);
    }

    /** No sideways scrolling: the document is no wider than the viewport. */
    private static void fitsTheWidth(String where) {
        Number doc = (Number) ((JavascriptExecutor) browser).executeScript(
                "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);");
        Number view = (Number) ((JavascriptExecutor) browser).executeScript("return window.innerWidth;");
        assertThat(doc.intValue()).as("document width on " + where).isLessThanOrEqualTo(view.intValue());
    }

    private static WebElement id(String id) {
        return browser.findElement(By.id(id));
    }

    private static void paste(String text) {
        WebElement area = id("text");
        // the value set as a paste would set it (typing character by character is slow and auto-indents nothing here)
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1];"
                + " arguments[0].dispatchEvent(new Event('input'));", area, text);
    }

    private static void click(String id) {
        wait.until(ExpectedConditions.elementToBeClickable(By.id(id))).click();
    }

    private static void statusContains(String words) {
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("status-text"), words));
    }

    private static void screenshot(String name) throws IOException {
        byte[] png = ((ChromeDriver) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(SHOTS.resolve(name + ".png"), png);
    }

    private static long count(String cssInPicture) {
        return browser.findElements(By.cssSelector("#picture " + cssInPicture)).size();
    }

    @Test
    void paste_a_suguru_and_solve_it_fills_the_grid() throws IOException {
        String puzzle = WebClient.example("suguru/easy-6x6.sug");
        paste(puzzle);
        click("suguru-show");
        wait.until(d -> count("svg") == 1);
        long givens = count("text[font-weight='bold']");
        assertThat(givens).isPositive();
        assertThat(id("summary").getText()).contains("6×6");
        click("suguru-solve");
        statusContains("solved by");
        // every cell holds a number now: the givens in bold, the rest filled in blue
        assertThat(count("text")).isEqualTo(36);
        assertThat(count("text[fill='#1F5FBF']")).isEqualTo(36 - givens);
        screenshot("suguru-solved");
    }

    @Test
    void step_through_an_explanation() throws IOException {
        new Select(id("example")).selectByValue("suguru-minimal-10x10");
        wait.until(d -> count("svg") == 1);
        click("suguru-explain");
        wait.until(d -> !id("steps").findElements(By.tagName("li")).isEmpty());
        List<WebElement> steps = id("steps").findElements(By.tagName("li"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 1 of " + steps.size()));
        for (int i = 0; i < 3; i++) {
            click("next");
        }
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 4 of " + steps.size()));
        assertThat(steps.get(3).getDomAttribute("aria-current")).isEqualTo("step");
        // the step's cell is marked on the picture, and the empty cells carry their candidates (pencil marks)
        wait.until(d -> count("rect[fill='#FFD98A']") > 0);
        wait.until(d -> count("text[fill='#555555']") > 20);
        // the keyboard steps too
        id("picture").sendKeys(Keys.ARROW_RIGHT);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 5 of "));
        // an elimination step strikes its candidates out
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).getText().startsWith("[single") && !steps.get(i).getText().startsWith("[hidden")
                    && !steps.get(i).getText().startsWith("[guess")) {
                steps.get(i).click();
                wait.until(d -> count("text[fill='#C0392B']") > 0);
                screenshot("suguru-explained-elimination");
                break;
            }
        }
        click("last");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"),
                "step " + steps.size() + " of " + steps.size()));
        screenshot("suguru-explained");
    }

    @Test
    void every_tab_opens_with_an_example_and_fits_a_desktop_and_a_phone() throws IOException {
        for (boolean small : new boolean[] {false, true}) {
            if (small) {
                phone();
            } else {
                desktop();
            }
            for (String genre : new String[] {"suguru", "floodit", "reach", "sokoban", "snowman"}) {
                click("tab-" + genre);
                // opened with its first example, drawn
                wait.until(d -> !id("example").getDomProperty("value").isEmpty() && count("svg") == 1);
                assertThat(id("text").getDomProperty("value")).isNotBlank();
                fitsTheWidth(genre + (small ? " at 390 px" : " at 1280 px"));
                screenshot("tab-" + genre + (small ? "-phone" : "-desktop"));
            }
        }
    }

    /**
     * Another example or a paste is a new text: its own level list (not the old file's "level 2"), no old summary, and
     * every menu of the planning tab inside the panel, at both sizes.
     */
    @Test
    void a_new_text_gets_its_own_levels_and_summary_and_the_menus_fit() throws IOException {
        for (boolean small : new boolean[] {false, true}) {
            if (small) {
                phone();
            } else {
                desktop();
            }
            String size = small ? " at 390 px" : " at 1280 px";
            click("tab-sokoban");
            new Select(id("example")).selectByValue("sokoban-two");
            wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
            new Select(id("plan-level")).selectByValue("2");
            wait.until(d -> id("summary").getText().startsWith("level 2 of 2"));
            new Select(id("example")).selectByValue("sokoban-xsokoban-1");
            wait.until(d -> id("summary").getText().startsWith("level 1 of 1"));
            assertThat(id("error").isDisplayed()).as("no error" + size + ": " + id("error").getText()).isFalse();
            assertThat(new Select(id("plan-level")).getOptions()).hasSize(1);
            assertThat(count("svg")).isEqualTo(1);
            for (String menu : new String[] {"plan-level", "plan-strategy", "plan-solver"}) {
                Number overflow = (Number) ((JavascriptExecutor) browser).executeScript(
                        "const e = arguments[0], p = document.getElementById('input').getBoundingClientRect();"
                        + " return e.getBoundingClientRect().right - p.right;", id(menu));
                assertThat(overflow.doubleValue()).as(menu + " inside the panel" + size).isLessThanOrEqualTo(0.0);
            }
            screenshot("sokoban-example-switched" + (small ? "-phone" : "-desktop"));

            click("tab-floodit");
            wait.until(d -> id("summary").getText().contains("8×8"));
            paste("1212\n2121\n");
            assertThat(id("summary").getText()).as("the old board's summary is gone after a paste" + size).isEmpty();
            click("floodit-show");
            wait.until(d -> id("summary").getText().contains("2×4"));
        }
    }

    /** A Fixed game played by clicking board cells, the colour of the cell clicked flooding from the top left. */
    @Test
    void play_a_fixed_flood_it_board_by_clicking_cells() throws IOException {
        click("tab-floodit");
        new Select(id("example")).selectByValue("floodit-8x8-4");
        wait.until(d -> count("svg") == 1);
        JsonNode optimum = web.post("/api/floodit/solve", WebClient.text("floodit/8x8-4.flood")).json();
        String moves = optimum.get("moves").asText();
        click("floodit-play");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), "Moves: 0"));
        for (int i = 0; i < moves.length(); i++) {
            if (i == 2) {
                click("flood-optimum");
                statusContains("optimum from here: " + (moves.length() - 2) + " more moves");
            }
            // any cell of the move's colour: the first one on the board
            String colour = String.valueOf(moves.charAt(i));
            wait.until(ExpectedConditions.elementToBeClickable(By.xpath("//*[@id='flood-board']/button[text()='"
                    + colour + "']"))).click();
            String expected = i + 1 == moves.length() ? "Flooded in " + moves.length() + " moves!" : "Moves: " + (i + 1);
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), expected));
        }
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"),
                "The optimum was " + moves.length()));
        // the flood is outlined, and the colour buttons wear the board's colours
        assertThat(browser.findElements(By.cssSelector("#flood-board button.in"))).hasSize(64);
        assertThat(id("colours").findElement(By.tagName("button")).getCssValue("background-color")).isNotIn(
                "rgba(255, 255, 255, 1)", "rgba(0, 0, 0, 0)");
        screenshot("floodit-played");
    }

    /**
     * A Free game to the end on a phone, only by clicking cells: choose a region, then a neighbouring cell whose colour
     * it takes. The solver's Free moves (rROWcCOL:colour) are played that way.
     */
    @Test
    void play_a_free_flood_it_board_to_the_end_by_clicking_cells_on_a_phone() throws IOException {
        phone();
        click("tab-floodit");
        new Select(id("example")).selectByValue("floodit-free-6x6-4");
        wait.until(d -> count("svg") == 1);
        assertThat(new Select(id("floodit-mode")).getFirstSelectedOption().getDomAttribute("value")).isEqualTo("free");
        JsonNode solved = web.post("/api/floodit/solve", Map.of("text", WebClient.example("floodit/free-6x6-4.flood"),
                "name", "free.flood", "mode", "free")).json();
        String[] moves = solved.get("moves").asText().split(" ");
        click("floodit-play");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), "Moves: 0"));
        assertThat(new Select(id("floodit-mode")).getFirstSelectedOption().getDomAttribute("value"))
                .as("Play keeps the Free mode").isEqualTo("free");
        for (int i = 0; i < moves.length; i++) {
            String[] parts = moves[i].split("[rc:]");
            int r = Integer.parseInt(parts[1]) - 1;
            int c = Integer.parseInt(parts[2]) - 1;
            String colour = parts[3];
            cell(r, c).click();
            wait.until(d -> cell(r, c).getDomAttribute("class") != null
                    && cell(r, c).getDomAttribute("class").contains("selected"));
            // a cell of the wanted colour next to the chosen region
            WebElement target = (WebElement) ((JavascriptExecutor) browser).executeScript(
                    "const cells = [...document.querySelectorAll('#flood-board button')];"
                    + "const inside = new Set(cells.filter(b => b.classList.contains('in')).map(b => b.dataset.row + ','"
                    + " + b.dataset.col));"
                    + "return cells.find(b => b.textContent === arguments[0] && !inside.has(b.dataset.row + ','"
                    + " + b.dataset.col) && [[-1,0],[1,0],[0,-1],[0,1]].some(([dy,dx]) => inside.has("
                    + "(+b.dataset.row + dy) + ',' + (+b.dataset.col + dx))));", colour);
            assertThat(target).as("a neighbour of colour " + colour + " for move " + moves[i]).isNotNull();
            target.click();
            String expected = i + 1 == moves.length ? "Flooded in " + moves.length + " moves!" : "Moves: " + (i + 1);
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), expected));
        }
        fitsTheWidth("a Free game at 390 px");
        screenshot("floodit-free-played-phone");
    }

    private static WebElement cell(int r, int c) {
        return browser.findElement(By.cssSelector("#flood-board button[data-row='" + r + "'][data-col='" + c + "']"));
    }

    /** A level solved with the arrow keys, one wrong step undone on the way; the same with the pad on a phone. */
    @Test
    void solve_a_sokoban_level_with_the_arrow_keys_and_undo() throws IOException {
        for (boolean small : new boolean[] {false, true}) {
            if (small) {
                phone();
            }
            click("tab-sokoban");
            new Select(id("example")).selectByValue("sokoban-two");
            wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
            new Select(id("plan-level")).selectByValue("2");
            wait.until(d -> count("svg") == 1);
            JsonNode plan = web.post("/api/sokoban/solve", Map.of("text", WebClient.example("sokoban/two.xsb"),
                    "name", "two.xsb", "level", 2)).json().get("levels").get(0);
            String moves = plan.get("moves").asText();
            click("plan-play");
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("game-state"), "Moves: 0"));
            // a step the plan does not take, then undone (U)
            String wrong = moves.toLowerCase().charAt(0) == 'u' ? "d" : "u";
            press(small, wrong);
            wait.until(d -> id("game-state").getText().startsWith("Moves: 1") || id("status-text").getText()
                    .startsWith("cannot move"));
            if (id("game-state").getText().startsWith("Moves: 1")) {
                if (small) {
                    click("game-undo");
                } else {
                    new org.openqa.selenium.interactions.Actions(browser).sendKeys("u").perform();
                }
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("game-state"), "Moves: 0"));
            }
            for (int i = 0; i < moves.length(); i++) {
                press(small, String.valueOf(moves.charAt(i)).toLowerCase());
                int done = i + 1;
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("game-state"), "Moves: " + done));
            }
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("game-state"), "Solved!"));
            assertThat(id("game-state").getText()).contains("pushes: " + plan.get("objectMoves").asInt());
            assertThat(id("plan-moves").getDomProperty("value")).isEqualTo(moves);
            fitsTheWidth("Sokoban play" + (small ? " at 390 px" : ""));
            screenshot("sokoban-played" + (small ? "-phone" : ""));
        }
    }

    /** One move: an arrow key on the page (desktop), the on-screen pad (phone). */
    private static void press(boolean pad, String move) {
        String name = switch (move) {
            case "u" -> "up";
            case "d" -> "down";
            case "l" -> "left";
            default -> "right";
        };
        if (pad) {
            click("pad-" + name);
        } else {
            Keys key = switch (move) {
                case "u" -> Keys.ARROW_UP;
                case "d" -> Keys.ARROW_DOWN;
                case "l" -> Keys.ARROW_LEFT;
                default -> Keys.ARROW_RIGHT;
            };
            new org.openqa.selenium.interactions.Actions(browser).sendKeys(key).perform();
        }
    }

    @Test
    void replay_a_sokoban_plan() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-two");
        wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
        new Select(id("plan-level")).selectByValue("2");
        JsonNode plan = web.post("/api/sokoban/solve", Map.of("text", WebClient.example("sokoban/two.xsb"),
                "name", "two.xsb", "level", 2)).json().get("levels").get(0);
        String moves = plan.get("moves").asText();
        id("plan-moves").clear();
        id("plan-moves").sendKeys(moves);
        click("plan-check");
        statusContains("solved in " + moves.length() + " moves");
        wait.until(d -> id("position").getText().equals("move 0 of " + moves.length()));
        click("next");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "move 1 of " + moves.length()));
        // a plan's frames draw what changed: move k shows frames 0..k, one over the other
        assertThat(count("g.frame[visibility='visible']")).isEqualTo(2);
        click("play");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"),
                "move " + moves.length() + " of " + moves.length()));
        assertThat(count("g.frame[visibility='hidden']")).isZero();
        screenshot("sokoban-replayed");
    }

    @Test
    void a_broken_file_shows_the_error_at_its_line() throws IOException {
        paste("AB\nCB\n\n1x\n.2\n");
        click("suguru-show");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(id("error").getText()).startsWith("line 4, column 2: ");
        assertThat(id("text").getDomAttribute("class")).contains("invalid");
        Object caret = ((JavascriptExecutor) browser).executeScript("return document.getElementById('text').selectionStart;");
        assertThat(((Number) caret).intValue()).isEqualTo("AB\nCB\n\n1".length());
        assertThat(browser.switchTo().activeElement().getDomAttribute("id")).as("focus on the error's place")
                .isEqualTo("text");
        screenshot("suguru-error");
    }

    /**
     * An answer whose picture is larger than the server draws (an 800×800 board: about 38 MB of SVG) comes whole
     * without it, and the page says why where the picture would be (it showed nothing).
     */
    @Test
    void a_picture_too_large_to_draw_is_said_so_where_it_would_be() throws IOException {
        click("tab-floodit");
        wait.until(d -> count("svg") == 1);
        StringBuilder board = new StringBuilder();
        for (int r = 0; r < 800; r++) {
            for (int c = 0; c < 800; c++) {
                board.append((char) ('1' + (r * 7 + c * 3) % 6));
            }
            board.append('\n');
        }
        paste(board.toString());
        click("floodit-show");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("no-picture")));
        assertThat(id("no-picture").getText()).startsWith("No picture: ").contains("this server draws");
        assertThat(count("svg")).as("no old picture beside the note").isZero();
        assertThat(id("summary").getText()).contains("800");
    }

    /**
     * A cancelled solve shows at once, its picture after: the job's answer comes without its picture (a cancel showed
     * 2.5-5 s late while a 4.9 MB picture came with its answer, in the event and in the DELETE's answer), and the page
     * fetches the picture once the answer shows.
     */
    @Test
    void a_cancelled_solve_shows_its_answer_and_then_its_picture() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-xsokoban-1");
        wait.until(d -> id("summary").getText().startsWith("level 1 of 1"));
        new Select(id("plan-strategy")).selectByValue("sequential"); // SAT bound by bound: far longer than this test
        click("plan-solve");
        wait.until(d -> id("cancel").isDisplayed());
        click("cancel");
        wait.until(d -> !id("cancel").isDisplayed() && id("status-text").getText().contains("no plan"));
        assertThat(id("status-text").getText()).contains("cancel");
        wait.until(d -> count("svg") == 1); // the picture, fetched after the answer
        Object fetched = ((JavascriptExecutor) browser).executeScript("return performance.getEntriesByType('resource')"
                + ".filter(e => /\\/api\\/jobs\\/[^/]+\\/picture$/.test(e.name)).length;");
        assertThat(((Number) fetched).intValue()).as("the picture came by a request of its own").isEqualTo(1);
        screenshot("sokoban-cancelled");
    }

    /**
     * Sokoban's fess strategy on the page (#68): the nodes it expanded in the status, a node limit taken from the field
     * (its minimum from the served document), and fess not left chosen behind its hidden option on the Snowman tab.
     */
    @Test
    void fess_says_its_nodes_and_stops_at_the_node_limit_and_snowman_does_not_offer_it() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-xsokoban-1");
        wait.until(d -> id("summary").getText().startsWith("level 1 of 1"));
        assertThat(id("plan-nodes").getDomProperty("min")).isEqualTo("1");
        new Select(id("plan-strategy")).selectByValue("fess");
        click("plan-solve");
        statusContains("nodes expanded");
        assertThat(id("status-text").getText()).contains("97 pushes");
        id("plan-nodes").sendKeys("1");
        click("plan-solve");
        statusContains("node limit of 1 node");
        assertThat(id("status-text").getText()).contains("; 1 node expanded");
        screenshot("sokoban-fess-node-limit");
        id("plan-nodes").clear();
        click("tab-snowman");
        wait.until(d -> !id("summary").getText().isEmpty());
        assertThat(new Select(id("plan-strategy")).getFirstSelectedOption().getDomAttribute("value")).isEqualTo("auto");
        // an option's own visibility is its menu's to Selenium: its hidden property is what the menu lists by
        assertThat(browser.findElement(By.cssSelector("#plan-strategy option[value='fess']")).getDomProperty("hidden"))
                .isEqualTo("true");
    }

    /**
     * A job's picture that comes after the view changed is not drawn: the page compared the text before the picture's
     * body came, so a level chosen while a plan's picture (megabytes for a long plan) was on its way got the old
     * level's animation over its own picture. The test holds the picture's request until the other level shows.
     */
    @Test
    void a_picture_that_comes_after_another_level_is_shown_is_not_drawn() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-two");
        wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
        JavascriptExecutor js = (JavascriptExecutor) browser;
        // every job picture's request waits until the test lets it go
        js.executeScript("window.heldPictures = []; window.pictureCame = false; const real = window.fetch;"
                + " window.fetch = (url, options) => /\\/api\\/jobs\\/[^/]+\\/picture$/.test(String(url))"
                + "   ? new Promise((resolve, reject) => window.heldPictures.push(() => real(url, options).then(r => {"
                + "       window.pictureCame = true; return r; }).then(resolve, reject)))"
                + "   : real(url, options);"
                + " window.releasePictures = () => window.heldPictures.splice(0).forEach(go => go());");
        click("plan-solve");
        wait.until(d -> ((Number) js.executeScript("return window.heldPictures.length;")).intValue() == 1);
        assertThat(id("status-text").getText()).contains("pushes");
        new Select(id("plan-level")).selectByValue("2");
        wait.until(d -> id("summary").getText().startsWith("level 2 of 2") && count("svg") == 1);
        String level2 = id("picture").getDomProperty("innerHTML");
        js.executeScript("window.releasePictures();");
        wait.until(d -> Boolean.TRUE.equals(js.executeScript("return window.pictureCame;")));
        // the page reads the body (a few KB here) and draws it, or not, within the tasks that follow
        js.executeAsyncScript("setTimeout(arguments[arguments.length - 1], 500);");
        assertThat(id("player").isDisplayed()).as("the old plan's player over level 2").isFalse();
        assertThat(count("g.frame")).as("the old plan's frames over level 2").isZero();
        assertThat(id("picture").getDomProperty("innerHTML")).as("level 2's picture").isEqualTo(level2);
        assertThat(id("summary").getText()).startsWith("level 2 of 2");
    }

    /**
     * Another example, a paste or a broken text leaves nothing of the old text's answer: the moves box, the example
     * menu's name, the picture beside an error stayed before.
     */
    @Test
    void a_new_text_leaves_nothing_of_the_old_ones_answer() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-two");
        wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
        id("plan-moves").sendKeys("R");
        click("plan-check");
        wait.until(d -> !id("answer").getText().isEmpty() || id("status-text").getText().contains("move"));
        new Select(id("example")).selectByValue("sokoban-xsokoban-1");
        wait.until(d -> id("summary").getText().startsWith("level 1 of 1"));
        assertThat(id("plan-moves").getDomProperty("value")).as("the moves box after another example").isEmpty();
        assertThat(id("player").isDisplayed()).isFalse();

        // a paste over the whole text: a new text, no example's any more, read under the genre's own name
        ((JavascriptExecutor) browser).executeScript("const a = arguments[0]; a.focus(); a.select();"
                + " a.dispatchEvent(new Event('paste')); a.value = arguments[1]; a.dispatchEvent(new Event('input'));",
                id("text"), "#####\n#@$.#\n#####\n");
        assertThat(new Select(id("example")).getFirstSelectedOption().getDomProperty("value")).isEmpty();
        assertThat(count("svg")).as("the old level's picture after a paste").isZero();
        assertThat(id("summary").getText()).isEmpty();
        click("plan-show");
        wait.until(d -> id("summary").getText().startsWith("level 1 of 1"));
        assertThat(count("svg")).isEqualTo(1);

        // a broken text: the error alone, no picture of the level before it
        ((JavascriptExecutor) browser).executeScript("const a = arguments[0]; a.value = 'no level here\\n';"
                + " a.dispatchEvent(new Event('input'));", id("text"));
        click("plan-solve");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(count("svg")).as("a picture beside the error").isZero();
        assertThat(id("answer").getText()).isEmpty();
        screenshot("sokoban-new-text-error");
    }

    /**
     * Every menu of every tab shows each of its choices whole, on a phone and a laptop: the Strategy menu cut its
     * choices at 390 px ("auto (search, then proves as time allo").
     */
    @Test
    void every_menu_shows_its_choices_whole_on_a_phone_and_a_laptop() throws IOException {
        for (boolean small : new boolean[] {true, false}) {
            if (small) {
                phone();
            } else {
                desktop();
            }
            for (String genre : new String[] {"suguru", "floodit", "reach", "sokoban", "snowman"}) {
                click("tab-" + genre);
                wait.until(d -> !id("summary").getText().isEmpty());
                // a menu is cut when it is narrower than it would be unconstrained (a copy of it, measured alone)
                @SuppressWarnings("unchecked")
                List<String> cut = (List<String>) ((JavascriptExecutor) browser).executeScript(
                        "const out = [];"
                        + " for (const s of document.querySelectorAll('#input select')) {"
                        + "   if (s.offsetParent === null) continue;"
                        + "   for (const o of s.options) {"
                        + "     const copy = s.cloneNode(false), only = o.cloneNode(true);"
                        + "     copy.appendChild(only); copy.removeAttribute('id');"
                        + "     copy.style.cssText = 'position:absolute; visibility:hidden; max-width:none; width:auto';"
                        + "     s.parentNode.appendChild(copy);"
                        + "     const natural = copy.getBoundingClientRect().width; copy.remove();"
                        + "     const shown = s.getBoundingClientRect().width;"
                        + "     if (natural > shown + 0.5) out.push(s.id + ': ' + o.text + ' (' + Math.round(natural)"
                        + "       + ' px in ' + Math.round(shown) + ')');"
                        + "   }"
                        + " }"
                        + " return out;");
                assertThat(cut).as(genre + (small ? " at 390 px" : " at 1280 px")).isEmpty();
                fitsTheWidth(genre + (small ? " at 390 px" : " at 1280 px"));
            }
            click("tab-sokoban");
            wait.until(d -> !id("summary").getText().isEmpty());
            assertThat(id("plan-strategy-note").getText()).contains("proves");
            screenshot("sokoban-menus" + (small ? "-phone" : "-desktop"));
        }
    }
}
