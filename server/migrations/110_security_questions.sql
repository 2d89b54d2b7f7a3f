-- Security questions: the questions the platform offers (its configuration, present in every deployment, demo or
-- not) and the member's chosen ones with their answers hashed (scrypt, like passwords), never stored in clear.
-- texts: the question per language code (EN, TY, CN); a missing language falls back to the brand's default, then EN.
CREATE TABLE security_questions (
  id integer PRIMARY KEY,
  sort integer NOT NULL,
  texts jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- position: the order the member set them in (1..3), the order they are asked in and answered by securityAnswerN.
CREATE TABLE member_security_answers (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  question_id integer NOT NULL REFERENCES security_questions(id),
  answer_hash text NOT NULL,
  set_at bigint NOT NULL,
  PRIMARY KEY (member_id, position),
  UNIQUE (member_id, question_id)
);

INSERT INTO security_questions (id, sort, texts) VALUES
  (1, 1, '{"EN": "What was the name of your first pet?", "TY": "Ano ang pangalan ng una mong alagang hayop?", "CN": "您的第一只宠物叫什么名字？"}'),
  (2, 2, '{"EN": "In which city were you born?", "TY": "Saang lungsod ka ipinanganak?", "CN": "您出生在哪个城市？"}'),
  (3, 3, '{"EN": "What is your mother''s maiden name?", "TY": "Ano ang apelyido ng iyong ina noong dalaga pa siya?", "CN": "您母亲的娘家姓是什么？"}'),
  (4, 4, '{"EN": "What was the name of your first school?", "TY": "Ano ang pangalan ng una mong paaralan?", "CN": "您就读的第一所学校叫什么名字？"}'),
  (5, 5, '{"EN": "What is the name of your childhood best friend?", "TY": "Ano ang pangalan ng matalik mong kaibigan noong bata ka?", "CN": "您童年最好的朋友叫什么名字？"}'),
  (6, 6, '{"EN": "What was the make of your first car or motorbike?", "TY": "Anong tatak ng una mong kotse o motorsiklo?", "CN": "您的第一辆汽车或摩托车是什么品牌？"}');
